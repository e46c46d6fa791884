/** The demo's groups and partnerships, with their members by index in DEMO_PEOPLE (demo-people.ts). */

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
