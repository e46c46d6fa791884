/** A link rendered as a button. */
export interface LandingLink {
  label: string;
  href: string;
}

/** A card with an emoji that links to a marketing page. */
export interface LandingCard {
  emoji: string;
  title: string;
  /** One or two sentences. */
  body: string;
  /** A marketing page path, e.g. "/features/events" or "/communities/schools". */
  href: string;
}

/** A titled block of copy without a link. */
export interface LandingPoint {
  title: string;
  body: string;
}

/** The copy of the public home page `/`. */
export interface LandingContent {
  /** The page title; rendered as "{pageTitle} | Common Ground". */
  pageTitle: string;
  /** The meta and Open Graph description, at most 160 characters. */
  metaDescription: string;
  hero: {
    eyebrow: string;
    title: string;
    subtitle: string;
    primaryCta: LandingLink;
    secondaryCta: LandingLink;
  };
  /** The "what you can do" grid: six feature blocks. */
  features: {
    heading: string;
    lead: string;
    items: LandingCard[];
  };
  /** The five communities, each linking to /communities/... */
  audiences: {
    heading: string;
    lead: string;
    items: LandingCard[];
  };
  /** Three steps. */
  howItWorks: {
    heading: string;
    steps: LandingPoint[];
  };
  /** Ownership, self-hosting and privacy. */
  trust: {
    heading: string;
    lead: string;
    points: LandingPoint[];
  };
  closing: {
    title: string;
    body: string;
    primaryCta: LandingLink;
    secondaryCta: LandingLink;
  };
}

export const landing: LandingContent = {
  pageTitle: "The Community and Social-Impact Network",
  metaDescription:
    "Common Ground brings members, groups, partnerships and events together, with volunteer shifts, verified hours, recognition and reports in one place.",
  hero: {
    eyebrow: "Now in beta",
    title: "Where communities organize, serve and see their impact",
    subtitle:
      "Common Ground is a community network for nonprofits, businesses, chambers of commerce, alliances and schools. Bring your members together, fill your volunteer shifts, verify the hours people give and show what your community achieved.",
    primaryCta: { label: "Get Started", href: "/register" },
    secondaryCta: { label: "Join the Beta", href: "/beta-signup" },
  },
  features: {
    heading: "What you can do",
    lead: "The everyday work of a community, from the first hello to the year-end report.",
    items: [
      {
        emoji: "👥",
        title: "Gather in groups and partnerships",
        body: "Give every team, chapter and organization its own space with a feed, member roles, subgroups and public or private visibility.",
        href: "/features/groups",
      },
      {
        emoji: "📅",
        title: "Run events with volunteer shifts",
        body: "Take registrations from attendees, volunteers and employees, cap each shift at the number you need, and export events to calendars.",
        href: "/features/events",
      },
      {
        emoji: "🙋",
        title: "Log and verify volunteer hours",
        body: "Volunteers record their time; event hosts and admins verify it, and every member keeps a history of their service.",
        href: "/features/volunteer-management",
      },
      {
        emoji: "🔔",
        title: "Keep everyone informed",
        body: "Posts, comments and mentions reach members in the app, by e-mail and by push, with preferences and quiet hours they set themselves.",
        href: "/features/awareness",
      },
      {
        emoji: "📝",
        title: "Write and share in workspaces",
        body: "Write pages together in real time for every member to read, and keep each community's files in one place.",
        href: "/features/workspaces",
      },
      {
        emoji: "📊",
        title: "Recognize people and report results",
        body: "Milestone badges, awards and leaderboards for your members; charts and CSV exports of verified hours for your board.",
        href: "/features/reporting",
      },
    ],
  },
  audiences: {
    heading: "Made for the organizations that hold communities together",
    lead: "Different missions, the same need: people who show up and a clear record of what they did.",
    items: [
      {
        emoji: "🌱",
        title: "Nonprofits",
        body: "Fill volunteer shifts, verify hours and show your board and funders what your volunteers accomplished.",
        href: "/communities/nonprofits",
      },
      {
        emoji: "🏢",
        title: "Businesses",
        body: "Organize employee volunteering and keep a verified record of the time your people give to the community.",
        href: "/communities/businesses",
      },
      {
        emoji: "🏛️",
        title: "Chambers of Commerce",
        body: "Connect member businesses, run councils as sub-partnerships and fill your calendar of events.",
        href: "/communities/chamber-commerce",
      },
      {
        emoji: "🤝",
        title: "Alliances",
        body: "Give a coalition one shared partnership for plans, announcements and joint events.",
        href: "/communities/alliances",
      },
      {
        emoji: "🎓",
        title: "Schools",
        body: "Track student service hours verified by staff and organize clubs and family volunteers under the school's supervision.",
        href: "/communities/schools",
      },
    ],
  },
  howItWorks: {
    heading: "How it works",
    steps: [
      {
        title: "Create your account",
        body: "Sign up with e-mail, Google, Apple or Bluesky, add your name and photo, and follow the short checklist on your dashboard.",
      },
      {
        title: "Start or join a community",
        body: "Set up a group or partnership for your organization, or join the ones you already belong to in real life.",
      },
      {
        title: "Act together and see the results",
        body: "Post updates, run events, log and verify hours, and watch badges, leaderboards and reports fill in as the work gets done.",
      },
    ],
  },
  trust: {
    heading: "Your community, your data",
    lead: "Common Ground is built so organizations stay in control of their community and their records.",
    points: [
      {
        title: "An open data model",
        body: "Your records live in a standard PostgreSQL database whose structure is documented, and reports export to CSV and events to ICS calendar files.",
      },
      {
        title: "Self-hostable",
        body: "Run it yourself: one command starts Common Ground on an embedded database, and the same code scales out to a PostgreSQL server and several app servers.",
      },
      {
        title: "No selling, no ad trackers",
        body: "Member data isn't sold and the app carries no advertising trackers. Sessions use an HttpOnly cookie, and Bluesky app passwords are never stored.",
      },
      {
        title: "Members choose what reaches them",
        body: "Per-type e-mail and push preferences, quiet hours, and an opt-out from leaderboards are in every member's hands.",
      },
    ],
  },
  closing: {
    title: "Bring your community onto common ground",
    body: "Create an account to start a community today, or join the beta list and tell us about your organization.",
    primaryCta: { label: "Get Started", href: "/register" },
    secondaryCta: { label: "Join the Beta", href: "/beta-signup" },
  },
};
