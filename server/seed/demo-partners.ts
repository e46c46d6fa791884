/**
 * The demo's coalitions (decisions.md, "Partnerships are coalitions"): which groups are partner
 * organisations of which partnership, and one group still asking, with its admin's message, where
 * the demo member is an admin and can answer it.
 */
export interface DemoPartner {
  partnership: string;
  group: string;
  status: "active" | "pending";
  message?: string;
  /** How many days ago it joined, or asked. */
  sinceDays: number;
}

export const DEMO_PARTNERS: DemoPartner[] = [
  {
    partnership: "Riverside Hunger Coalition",
    group: "Riverside Food Bank",
    status: "active",
    sinceDays: 400,
  },
  {
    partnership: "Riverside Hunger Coalition",
    group: "Lincoln High School",
    status: "active",
    sinceDays: 220,
  },
  {
    partnership: "Riverside Hunger Coalition",
    group: "Eastside Chamber of Commerce",
    status: "pending",
    message: "Twelve of our member restaurants would like to donate surplus meals every week.",
    sinceDays: 2,
  },
  {
    partnership: "Downtown Business & Schools Partnership",
    group: "Eastside Chamber of Commerce",
    status: "active",
    sinceDays: 300,
  },
  {
    partnership: "Downtown Business & Schools Partnership",
    group: "Lincoln High School",
    status: "active",
    sinceDays: 150,
  },
  { partnership: "Clean Water Network", group: "Green Streets Alliance", status: "active", sinceDays: 90 },
];
