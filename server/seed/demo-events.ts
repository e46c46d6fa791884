import type { Weekday } from "./demo-dates";

/** The demo's events: one under way whenever it is seeded, the others on days around it. */

interface DemoEventBase {
  name: string;
  description: string;
  /** IANA zone; the demo town's (New York) when absent. */
  timeZone?: string;
  durationHours: number;
  location: string;
  host: number;
  /** Organising group or partnership, by name. */
  organiser: string | null;
  visibility: "public" | "private";
  volunteerPasscode?: string;
  /** Shifts by local start time (hours, as `hour`; for an event under way, hours from its start) and length. */
  shifts?: { name: string; startHour: number; hours: number; needed: number }[];
}

/** An event on a day of the week near the demo's seeding, at a time of day on its clock. */
interface DemoDatedEvent extends DemoEventBase {
  /** About how many days from today (negative for past events): the first `weekday` from then. */
  inDays: number;
  /** The day of the week it falls on; the name says it when it names one. */
  weekday: Weekday;
  /** Local start time in hours on the clock of its zone (7.5 is 7:30). */
  hour: number;
}

/** A round-the-clock event under way whenever the demo is seeded (demo-dates.ts demoUnderWay). */
interface DemoUnderWayEvent extends DemoEventBase {
  underWay: true;
}

export type DemoEvent = DemoDatedEvent | DemoUnderWayEvent;

export const DEMO_EVENTS: DemoEvent[] = [
  {
    name: "Warming Center",
    description:
      "St. Mark's hall is open through the cold snap, day and night: hot meals, cots and a front desk. Volunteers check in at the tablet by the door.",
    underWay: true,
    durationHours: 12,
    location: "St. Mark's Church hall, 220 Maple Street",
    host: 0,
    organiser: "Riverside Food Bank",
    visibility: "public",
    shifts: [
      { name: "Front desk", startHour: 0, hours: 12, needed: 3 },
      { name: "Meals and cots", startHour: 0, hours: 12, needed: 8 },
    ],
  },
  {
    name: "Saturday Food Sort",
    description: "Sort, check and shelve the week's donations. Closed-toe shoes, please.",
    inDays: 2,
    weekday: "Saturday",
    hour: 9,
    durationHours: 3,
    location: "Riverside Food Bank warehouse, 14 Dock Road",
    host: 0,
    organiser: "Riverside Food Bank",
    visibility: "public",
    shifts: [
      { name: "Early sort", startHour: 9, hours: 1.5, needed: 8 },
      { name: "Shelving", startHour: 10, hours: 2, needed: 6 },
    ],
  },
  {
    name: "Street Tree Planting",
    description: "Fifty new street trees along Elm Avenue. Gloves and shovels provided.",
    inDays: 9,
    weekday: "Saturday",
    hour: 8.5,
    durationHours: 5,
    location: "Elm Avenue and 3rd Street",
    host: 3,
    organiser: "Green Streets Alliance",
    visibility: "public",
    shifts: [{ name: "Planting crew", startHour: 8.5, hours: 4, needed: 20 }],
  },
  {
    name: "Career Day at Lincoln High",
    description: "Twenty local professionals talk to juniors about their work.",
    inDays: 16,
    weekday: "Thursday",
    hour: 9.5,
    durationHours: 4,
    location: "Lincoln High School gym",
    host: 31,
    organiser: "Downtown Business & Schools Partnership",
    visibility: "public",
    volunteerPasscode: "careers2026",
  },
  {
    name: "Chamber Networking Breakfast",
    description: "Monthly breakfast for members and guests. This month: hiring locally.",
    inDays: 2,
    weekday: "Wednesday",
    hour: 7.5,
    durationHours: 2,
    location: "Harborview Hotel, Ballroom B",
    host: 23,
    organiser: "Eastside Chamber of Commerce",
    visibility: "public",
  },
  {
    name: "River Clean-up",
    description: "We pulled 800 pounds of trash from the riverbank. Thank you, everyone!",
    inDays: -13,
    weekday: "Sunday",
    hour: 9,
    durationHours: 3,
    location: "Riverside Park boat launch",
    host: 38,
    organiser: "Clean Water Network",
    visibility: "public",
  },
  {
    name: "Youth Soccer Tournament",
    description: "The season's closing tournament: 24 teams, two fields, one very long day.",
    inDays: 23,
    weekday: "Saturday",
    hour: 8,
    durationHours: 9,
    location: "Harbor Fields",
    host: 4,
    organiser: "Harbor Youth Sports",
    visibility: "public",
    shifts: [
      { name: "Referees, morning", startHour: 8, hours: 4, needed: 6 },
      { name: "Concession stand", startHour: 11, hours: 4, needed: 4 },
    ],
  },
  {
    name: "School Break Meals Kick-off",
    description: "Opening day of free school-break meals: games, music and lunch for every kid.",
    inDays: 30,
    weekday: "Monday",
    hour: 11,
    durationHours: 3,
    location: "Central Library plaza",
    host: 13,
    organiser: "Summer Meals Program",
    visibility: "public",
  },
  {
    name: "Maple Street Potluck",
    description: "Bring a dish, meet the neighbors. Rain moves it to the Moreaus' garage.",
    inDays: 5,
    weekday: "Friday",
    hour: 17.5,
    durationHours: 3,
    location: "Maple Street, between 4th and 5th",
    host: 5,
    organiser: "Maple Street Neighbors",
    visibility: "private",
  },
];
