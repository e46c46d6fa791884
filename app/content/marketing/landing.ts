import type { MarketingIconName, MaybeComing } from "./types";

/** A link rendered as a button. */
export interface LandingLink {
  label: string;
  href: string;
}

/** A card with an icon that links to a marketing page. */
export interface LandingCard extends MaybeComing {
  icon: MarketingIconName;
  title: string;
  /** One or two sentences. */
  body: string;
  /** A marketing page path, e.g. "/features/events" or "/communities/schools". */
  href: string;
}

/** A titled block of copy without a link. */
export interface LandingPoint extends MaybeComing {
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
    "Common Ground brings members, groups, partnerships and events together, with volunteer shifts, verified hours, workspaces and notifications in one place.",
  hero: {
    eyebrow: "Now in beta",
    title: "Where communities organize, serve and see their impact",
    subtitle:
      "Common Ground is a community network for nonprofits, businesses, chambers of commerce, alliances and schools. Bring your members together, fill your volunteer shifts, keep a verified record of volunteer hours and keep everyone informed, in one place your organization controls.",
    primaryCta: { label: "Get Started", href: "/register" },
    secondaryCta: { label: "Join the Beta", href: "/beta-signup" },
  },
  features: {
    heading: "What you can do",
    lead: "The everyday work of a community, from the first hello to the last shift of the season.",
    items: [
      {
        icon: "users",
        title: "Gather in groups and partnerships",
        body: "Give every team, chapter and organization its own space with a feed, member roles, subgroups and public or private visibility.",
        href: "/features/groups",
      },
      {
        icon: "calendar",
        title: "Run events with volunteer shifts",
        body: "Take registrations from attendees, volunteers and employees, cap each shift at the number you need, and export events to calendars.",
        href: "/features/events",
      },
      {
        icon: "bell",
        title: "Keep everyone informed",
        body: "Posts, comments and mentions reach members in the app, by e-mail and by push, with preferences and quiet hours they set themselves.",
        href: "/features/awareness",
      },
      {
        icon: "notebook",
        title: "Write and share in workspaces",
        body: "Write pages together in real time for every member to read, and keep each community's files in one place.",
        href: "/features/workspaces",
      },
      {
        icon: "lock",
        title: "Keep it safe and civil",
        body: "Owners, admins and moderators with clear rights, private communities that only members see, and reports that bring problems to a moderator.",
        href: "/features/roles-privacy",
      },
      {
        icon: "helping-hand",
        title: "Track, verify and recognize volunteer hours",
        body: "Volunteers check in with a QR code or at a kiosk, and hosts, admins and outside supervisors verify their hours. Verified hours go on transcripts anyone can check, earn milestone badges and add up in reports for your board.",
        href: "/features/volunteer-management",
      },
    ],
  },
  audiences: {
    heading: "Made for the organizations that hold communities together",
    lead: "Different missions, the same need: people who show up and a clear record of what they did.",
    items: [
      {
        icon: "sprout",
        title: "Nonprofits",
        body: "Fill volunteer shifts, check volunteers in, verify their hours and give every program and chapter its own group.",
        href: "/communities/nonprofits",
      },
      {
        icon: "building",
        title: "Businesses",
        body: "Organize employee volunteering: staff sign up for community events as employees, on behalf of the company.",
        href: "/communities/businesses",
      },
      {
        icon: "landmark",
        title: "Chambers of Commerce",
        body: "Connect member businesses, run councils as sub-partnerships and fill your calendar of events.",
        href: "/communities/chamber-commerce",
      },
      {
        icon: "handshake",
        title: "Alliances",
        body: "Give a coalition one shared partnership for plans, announcements and joint events.",
        href: "/communities/alliances",
      },
      {
        icon: "graduation-cap",
        title: "Schools",
        body: "Run clubs, events and family volunteering in private groups that staff manage, and follow students' progress toward service-hour requirements.",
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
        body: "Post updates, run events with volunteer shifts and check-in, verify volunteer hours, thank people with awards and badges, and download reports for your board, with everyone notified the way they prefer.",
      },
    ],
  },
  trust: {
    heading: "Your community, your data",
    lead: "Common Ground is built so organizations stay in control of their community and their records.",
    points: [
      {
        title: "Records you can take with you",
        body: "Your community's information is kept in a standard, documented format, and events go straight into the calendar apps people already use.",
      },
      {
        title: "Run it on your own servers",
        body: "Your IT team can run Common Ground on servers you choose. It starts with a single command and grows from one school to a whole district.",
      },
      {
        title: "No selling, no ad trackers",
        body: "Member data isn't sold and the app carries no advertising trackers. Members' sign-ins can't be read by other scripts in the browser, and passwords of linked Bluesky accounts are never kept.",
      },
      {
        title: "Members choose what reaches them",
        body: "Each member picks which e-mails and notifications they get and sets quiet hours when nothing arrives.",
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
