import type { DemoBlock } from "./demo-workspace";
/**
 * The demo community's posts, its waiting report and its workspace pages: plain data that the
 * seeding in demo.ts turns into rows. Its people are in demo-people.ts, its communities in
 * demo-communities.ts and its events in demo-events.ts.
 */

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
