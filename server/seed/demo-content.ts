import type { Weekday } from "./demo-dates";
import type { DemoBlock } from "./demo-workspace";
/**
 * The demo community: people, organisations and events a newcomer recognises. Plain data; the
 * seeding in demo.ts turns it into rows through the factories. Later issues add their parts
 * (posts with media, hours, awards) here.
 */

export const DEMO_SIGN_IN = { email: "demo@example.org", password: "demo-garden-2026" } as const;

/** [first name, last name, bio]; the first is the demo member. */
export const DEMO_PEOPLE: [string, string, string][] = [
  ["Alex", "Rivera", "Volunteer coordinator at Riverside Food Bank. Happiest on a Saturday sorting shift."],
  ["Maya", "Chen", "Runs the Eastside Chamber's young professionals network. Coffee first."],
  ["Samuel", "Okafor", "Science teacher at Lincoln High; mentors the robotics team."],
  ["Priya", "Patel", "Urban forester with Green Streets. Ask me about street trees."],
  ["Jonas", "Berg", "Soccer coach for the under-12s at Harbor Youth Sports."],
  ["Inés", "Moreau", "Neighborhood organizer on Maple Street. Potluck enthusiast."],
  ["Hiro", "Tanaka", "Owns a bakery downtown; donates day-old bread every evening."],
  ["Elif", "Yilmaz", "Delivery driver for the food bank's senior route."],
  ["Femi", "Adeyemi", "Chamber board member and small-business lawyer."],
  ["Greta", "Novak", "Retired nurse, now leading first-aid training for volunteers."],
  ["Dev", "Sharma", "Data analyst who keeps the coalition's impact numbers honest."],
  ["Chiara", "Ruiz", "Key Club advisor; believes every student can lead."],
  ["Ben", "Lindqvist", "Clean-water engineer with the Clean Water Network."],
  ["Amara", "Nwosu", "Summer meals site lead. Feeds 300 kids a day in July."],
  ["Tomás", "García", "Runs the tool library and fixes anything with a motor."],
  ["Leila", "Haddad", "High school junior; robotics team captain."],
  ["Owen", "Murphy", "Parks department liaison for volunteer clean-ups."],
  ["Sofia", "Rossi", "Event planner donating her weekends to community events."],
  ["Kwame", "Mensah", "Youth sports referee and league scheduler."],
  ["Hannah", "Schmidt", "Librarian running the homework help corner."],
  ["Ravi", "Iyer", "Software engineer; volunteers as a career-day speaker."],
  ["Lucia", "Fernández", "Translator helping families sign up for programs."],
  ["Noah", "Williams", "Warehouse lead at the food bank."],
  ["Aisha", "Bello", "Chamber events committee; loves a good breakfast meeting."],
  ["Mateo", "Silva", "Tree planting crew leader."],
  ["Yuki", "Sato", "Graphic designer making flyers for every cause in town."],
  ["Grace", "Kim", "Parent volunteer with Harbor Youth Sports."],
  ["Omar", "Farouk", "Runs a corner store; collection point for the food drive."],
  ["Nadia", "Petrova", "Water-quality tester, weekends at the river."],
  ["Ethan", "Brooks", "Student volunteer, Key Club treasurer."],
  ["Zara", "Ahmed", "Social worker connecting families to summer meals."],
  ["Lars", "Johansson", "Retired principal; chairs the schools partnership."],
  ["Mei", "Wong", "Accountant volunteering as the food bank's treasurer."],
  ["Diego", "Torres", "Landscaper lending equipment to Green Streets."],
  ["Fatima", "Diallo", "Nurse practitioner running the health-fair booth."],
  ["Jack", "O'Brien", "Firefighter and youth soccer dad."],
  ["Anya", "Kowalski", "Neighborhood watch captain on Maple Street."],
  ["Kofi", "Asante", "Chamber treasurer and credit-union manager."],
  ["Rosa", "Quinn", "Beach and river clean-up regular since 2015."],
  ["Theo", "Laurent", "Robotics mentor and mechanical engineer."],
];

export type DemoRole = "owner" | "admin" | "moderator" | "member";

export interface DemoCommunity {
  name: string;
  description: string;
  visibility: "public" | "private";
  /** People by index in DEMO_PEOPLE, with their role; the first owner created it. */
  members: [number, DemoRole][];
  /** People waiting for an admin's answer, with the message they sent. */
  requests?: [number, string][];
  children?: DemoCommunity[];
}

export const DEMO_GROUPS: DemoCommunity[] = [
  {
    name: "Riverside Food Bank",
    description:
      "Fighting hunger on the east side since 1998: food drives, sorting shifts and deliveries to seniors.",
    visibility: "public",
    members: [
      [22, "owner"],
      [0, "admin"],
      [7, "moderator"],
      [32, "member"],
      [6, "member"],
      [27, "member"],
      [9, "member"],
    ],
    children: [
      {
        name: "Saturday Sorting Crew",
        description: "Every Saturday, 9 to noon: we sort and shelve the week's donations.",
        visibility: "public",
        members: [
          [0, "owner"],
          [22, "member"],
          [29, "member"],
          [15, "member"],
        ],
      },
      {
        name: "Delivery Drivers",
        description: "Drivers for the senior delivery route. Background check required.",
        visibility: "private",
        members: [
          [7, "owner"],
          [0, "member"],
          [35, "member"],
        ],
        requests: [
          [12, "I drive a van for work and have Tuesday mornings free."],
          [18, "Happy to cover holiday weeks. My background check came through last month."],
        ],
      },
    ],
  },
  {
    name: "Eastside Chamber of Commerce",
    description: "Local businesses working together for a thriving east side.",
    visibility: "public",
    members: [
      [8, "owner"],
      [1, "admin"],
      [23, "moderator"],
      [37, "member"],
      [6, "member"],
      [27, "member"],
      [0, "member"],
    ],
    children: [
      {
        name: "Young Professionals",
        description: "Under-35 members of the Chamber: mentoring, meetups and volunteering together.",
        visibility: "public",
        members: [
          [1, "owner"],
          [20, "member"],
          [25, "member"],
          [17, "member"],
        ],
      },
    ],
  },
  {
    name: "Lincoln High School",
    description: "Families, staff and partners of Lincoln High.",
    visibility: "public",
    members: [
      [31, "owner"],
      [2, "admin"],
      [11, "admin"],
      [19, "member"],
      [15, "member"],
      [29, "member"],
    ],
    children: [
      {
        name: "Key Club",
        description: "Student-led service club: 40 hours of service per member each year.",
        visibility: "public",
        members: [
          [11, "owner"],
          [29, "moderator"],
          [15, "member"],
          [0, "member"],
        ],
      },
      {
        name: "Robotics Mentors",
        description: "Engineers and teachers mentoring the Lincoln robotics team.",
        visibility: "private",
        members: [
          [2, "owner"],
          [39, "admin"],
          [20, "member"],
          [15, "member"],
        ],
      },
    ],
  },
  {
    name: "Green Streets Alliance",
    description: "Planting and caring for street trees across the city.",
    visibility: "public",
    members: [
      [3, "owner"],
      [24, "admin"],
      [33, "member"],
      [16, "member"],
      [0, "admin"],
      [38, "moderator"],
      [7, "member"],
      [19, "member"],
      [27, "member"],
    ],
    children: [
      {
        name: "Tree Planting Team",
        description: "Spring and fall planting days; shovels provided.",
        visibility: "public",
        members: [
          [24, "owner"],
          [33, "member"],
          [14, "member"],
        ],
      },
      {
        name: "Northside Tree Stewards",
        description:
          "Watering, mulching and pruning the north side's young trees through their first three summers.",
        visibility: "public",
        members: [
          [16, "owner"],
          [7, "member"],
          [33, "member"],
          [21, "member"],
        ],
        children: [
          {
            name: "Maple Park Watering Crew",
            description: "Twice a week from June to September, with the park's own hoses.",
            visibility: "public",
            members: [
              [7, "owner"],
              [21, "member"],
              [35, "member"],
            ],
          },
        ],
      },
      {
        name: "Eastside Tree Stewards",
        description: "Adopt-a-tree on the east side: each steward looks after the trees of their block.",
        visibility: "public",
        members: [
          [38, "owner"],
          [19, "member"],
          [27, "member"],
          [14, "member"],
        ],
      },
    ],
  },
  {
    name: "Harbor Youth Sports",
    description: "Soccer and basketball for 600 kids a season, run by volunteers.",
    visibility: "public",
    members: [
      [4, "owner"],
      [18, "admin"],
      [26, "member"],
      [35, "member"],
    ],
    children: [
      {
        name: "Coaches Circle",
        description: "Where our volunteer coaches plan practices and share drills.",
        visibility: "private",
        members: [
          [4, "owner"],
          [35, "member"],
          [18, "member"],
        ],
      },
    ],
  },
  {
    name: "Maple Street Neighbors",
    description: "Block parties, tool sharing and looking out for each other.",
    visibility: "private",
    members: [
      [5, "owner"],
      [36, "admin"],
      [14, "member"],
      [0, "member"],
    ],
  },
];

export const DEMO_PARTNERSHIPS: DemoCommunity[] = [
  {
    name: "Riverside Hunger Coalition",
    description: "Food banks, schools and businesses ending child hunger in Riverside together.",
    visibility: "public",
    members: [
      [10, "owner"],
      [0, "admin"],
      [13, "member"],
      [30, "member"],
      [6, "member"],
    ],
    children: [
      {
        name: "Summer Meals Program",
        description: "Free lunches at 12 sites while school is out.",
        visibility: "public",
        members: [
          [13, "owner"],
          [30, "admin"],
          [21, "member"],
          [0, "member"],
        ],
      },
    ],
  },
  {
    name: "Downtown Business & Schools Partnership",
    description: "Businesses opening their doors to students: job shadowing, career days, internships.",
    visibility: "public",
    members: [
      [31, "owner"],
      [8, "admin"],
      [20, "member"],
      [1, "member"],
    ],
  },
  {
    name: "Clean Water Network",
    description: "Utilities, scientists and volunteers monitoring the river's health.",
    visibility: "private",
    members: [
      [12, "owner"],
      [28, "admin"],
      [38, "member"],
    ],
  },
];

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

/** [author index, text, where: a community's or event's name, or null for the author's profile, hours ago]. */
export const DEMO_POSTS: [number, string, string | null, number][] = [
  [
    22,
    "Record week: 11,400 pounds of food sorted. Thank you to every Saturday volunteer!",
    "Riverside Food Bank",
    3,
  ],
  [
    0,
    "Two spots left on the early sort this Saturday. Grab them before they go!",
    "Saturday Sorting Crew",
    5,
  ],
  [3, "Our 1,000th street tree went in on Elm Avenue today. 🌳", "Green Streets Alliance", 20],
  [1, "Young Professionals meetup moved to Thursday this month, same place.", "Young Professionals", 26],
  [11, "Key Club logged 1,200 service hours this semester. So proud of these students.", "Key Club", 30],
  [
    38,
    "River Clean-up photos are up. 800 pounds of trash, one very muddy shopping cart.",
    "River Clean-up",
    48,
  ],
  [4, "Looking for two more referees for the tournament. Training provided.", "Harbor Youth Sports", 52],
  [
    13,
    "Summer meals sites are confirmed: 12 sites, free lunch for every kid under 18.",
    "Summer Meals Program",
    70,
  ],
  [6, "The bakery has extra bread every evening after 6. Food bank drivers, come by!", null, 80],
  [
    9,
    "First-aid refresher for volunteers next month. Sign-up sheet at the front desk.",
    "Riverside Food Bank",
    96,
  ],
  [
    31,
    "Career Day needs five more speakers: trades especially welcome.",
    "Downtown Business & Schools Partnership",
    100,
  ],
  [5, "Potluck sign-up: we have nine desserts and zero salads. Help.", "Maple Street Neighbors", 120],
  [
    10,
    "New coalition report: child food insecurity down 8% since the summer meals expansion.",
    "Riverside Hunger Coalition",
    140,
  ],
  [
    2,
    "The robotics team qualified for state! Mentors, thank you for every late night.",
    "Robotics Mentors",
    160,
  ],
  [20, "Loved talking to the juniors at last year's career day. Count me in again.", null, 200],
];

/**
 * A report waiting in a group's queue: a post by the first person, in the group, reported by the
 * second, for the demo member to review as the group's admin.
 */
export const DEMO_REPORTS: {
  group: string;
  author: number;
  reporter: number;
  post: string;
  reason: string;
}[] = [
  {
    group: "Riverside Food Bank",
    author: 37,
    reporter: 32,
    post: "Selling my old car, great price, message me! Not food related but you all are nice people.",
    reason: "This is an advert, not about the food bank.",
  },
];

/** The community whose storage holds the demo's documents (seeded by demo-files.ts). */
export const DEMO_DOCUMENTS_COMMUNITY = "Riverside Food Bank";

/** Workspace pages: who wrote them (by index) in which community, with their text. */
export const DEMO_PAGES: { community: string; author: number; title: string; blocks: DemoBlock[] }[] = [
  {
    community: "Riverside Food Bank",
    author: 0,
    title: "Volunteer handbook",
    blocks: [
      { heading: "Welcome to Riverside Food Bank", level: 1 },
      {
        paragraph:
          "Thank you for giving your time. This page is the short version of everything a new volunteer asks in their first week.",
      },
      { heading: "Before your first shift" },
      {
        bullets: [
          "Sign the volunteer agreement at the front desk.",
          "Wear closed shoes; gloves and aprons are in the blue cupboard.",
          "Park behind the church, not in the loading bay.",
        ],
      },
      { heading: "Who to ask" },
      { paragraph: "Alex runs the Saturday sorting crew. Elif coordinates the senior deliveries." },
    ],
  },
  {
    community: "Riverside Food Bank",
    author: 22,
    title: "Winter food drive checklist",
    blocks: [
      { heading: "Winter food drive, December 12" },
      {
        tasks: [
          ["Book the school gym", true],
          ["Print 200 flyers", true],
          ["Ask the Chamber for two vans", false],
          ["Set up the sorting tables the night before", false],
        ],
      },
      { paragraph: "Tick a task when it is done; everyone sees it at once." },
    ],
  },
  {
    community: "Eastside Chamber of Commerce",
    author: 8,
    title: "November meeting notes",
    blocks: [
      { heading: "November members' meeting" },
      {
        bullets: [
          "Small Business Saturday: 34 shops taking part.",
          "New members welcomed: Green Leaf Cafe, Northside Print.",
          "Next meeting: the first Tuesday of December.",
        ],
      },
    ],
  },
];
