import type { MarketingPage } from "./types";

export const communityPages: MarketingPage[] = [
  {
    section: "communities",
    slug: "nonprofits",
    emoji: "🌱",
    menuTitle: "Nonprofits",
    menuDescription: "Organize volunteers, verify hours and report to your board",
    title: "Built for Nonprofits That Run on Volunteers",
    metaDescription:
      "Volunteer shifts, verified hours, recognition and reports with the estimated value of volunteer time: a home for nonprofits and the people who help them.",
    lead: "A nonprofit's volunteers are its engine, and keeping track of them shouldn't take a second job. Common Ground gives your organization one place to recruit helpers, fill shifts, verify hours, thank people and show your board and funders what was done.",
    highlights: [
      {
        title: "Shifts that match your real needs",
        body: "Set how many volunteers each shift needs and let people pick the slots that fit their week; full shifts close on their own.",
      },
      {
        title: "Hours you can stand behind",
        body: "Volunteers log their time and your event hosts or admins verify it, building records fit for a grant report.",
      },
      {
        title: "Thank-yous that happen",
        body: "Milestone badges arrive automatically as verified hours add up, and admins can give awards for the contributions that don't show up in numbers.",
      },
      {
        title: "A clear picture for the board",
        body: "Reports show members, events, registrations, verified hours and their estimated value, with CSV export.",
      },
      {
        title: "Spaces for every part of the organization",
        body: "A public group for volunteers, a private one for the board, subgroups for programs, each with its own feed and workspace.",
      },
    ],
    steps: [
      {
        title: "Set up your organization",
        body: "Create a group or partnership for your nonprofit, with subgroups for programs or sites.",
      },
      {
        title: "Invite your volunteers",
        body: "Share the link; volunteers sign up with e-mail, Google, Apple or Bluesky and join in a click.",
      },
      {
        title: "Run your events",
        body: "Post events with volunteer shifts, let event reminders go out as notifications and keep run sheets in the workspace.",
      },
      {
        title: "Verify, thank and report",
        body: "Approve logged hours, celebrate milestones and export the figures your board and funders ask for.",
      },
    ],
    useCases: [
      {
        title: "A food bank",
        body: "Weekly sorting shifts fill through the app, hours are verified on Monday, and the development director exports the year's total for the annual report.",
      },
      {
        title: "An animal rescue",
        body: "Foster volunteers share updates and photos in a private group, while adoption-day helpers sign up for shifts in a public one.",
      },
      {
        title: "A literacy program",
        body: "Tutors at three libraries each have a subgroup, and the coordinator sees all of them from the parent group.",
      },
    ],
    faq: [
      {
        question: "Can Common Ground replace our donor database?",
        answer:
          "No. It doesn't track donations or handle payments. It covers volunteers, members, events and the communication around them.",
      },
      {
        question: "Can we host it ourselves?",
        answer:
          "Yes. Common Ground can be self-hosted: one command runs it with an embedded database, which suits a small organization with a single server.",
      },
      {
        question: "Do our volunteers need to install anything?",
        answer:
          "No. It works in any modern browser, and volunteers who want it can install it on their phone's home screen like an app.",
      },
    ],
    related: ["/features/volunteer-management", "/benefits/increase-revenue", "/features/recognition"],
    cta: {
      title: "Give your volunteers a home",
      body: "Join the beta and bring your shifts, hours and thank-yous into one place.",
    },
  },
  {
    section: "communities",
    slug: "businesses",
    emoji: "🏢",
    menuTitle: "Businesses",
    menuDescription: "Run employee volunteering and show up for your community",
    title: "For Businesses That Show Up for Their Communities",
    metaDescription:
      "Organize employee volunteering, register staff for partner events as employees, and track verified hours for your community-engagement reporting.",
    lead: "Companies want their people to volunteer, and they want to know it happened. Common Ground lets a business organize its employee volunteering, take part in nonprofits' events under its own name, and keep a verified record of the time its staff gave.",
    highlights: [
      {
        title: "An employee registration type",
        body: "Staff register for events as employees, separate from attendees and volunteers, so their participation is recognized as your company's.",
      },
      {
        title: "Register on the company's behalf",
        body: "Employees who belong to your company's group or partnership can register for events on its behalf, so hosts know who sent them.",
      },
      {
        title: "Verified hours for your reports",
        body: "Hours your employees log are verified by the event host or your own admins, and your community's report exports them to CSV.",
      },
      {
        title: "Teams by office or department",
        body: "Subgroups let each office, department or employee resource group run its own projects under the company's community.",
      },
    ],
    steps: [
      {
        title: "Create your company's community",
        body: "Set up a group or partnership for your employee volunteer program, private if you prefer.",
      },
      {
        title: "Find opportunities",
        body: "Join the partnerships of the nonprofits you support and browse their events.",
      },
      {
        title: "Send your people",
        body: "Employees register as employees on the company's behalf, using a registration code if the host set one up for you.",
      },
      {
        title: "Show the results",
        body: "Verify hours, recognize standout volunteers and export the totals for your community-engagement report.",
      },
    ],
    useCases: [
      {
        title: "A company-wide service day",
        body: "A regional bank sends staff from four branches to a partner's park restoration, each branch registering as its own subgroup's team.",
      },
      {
        title: "An ongoing mentoring program",
        body: "A software company's employees mentor students at a nearby high school, log their hours monthly and have them verified by the program's teacher.",
      },
    ],
    faq: [
      {
        question: "Does Common Ground connect to our HR or payroll system?",
        answer:
          "No. It doesn't integrate with HR, payroll or matching-gift systems. You can export reports as CSV and use them wherever you need.",
      },
      {
        question: "Can we keep our internal discussions private?",
        answer:
          "Yes. Make your company's group or partnership private; only members you approve can see its posts and workspace.",
      },
      {
        question: "Can employees use their personal accounts?",
        answer:
          "Each person has one account, which they can use for work volunteering and for the other communities they belong to, so their history stays in one place.",
      },
    ],
    related: ["/features/seamless-collaboration", "/features/reporting", "/communities/chamber-commerce"],
    cta: {
      title: "Make your company's volunteering visible",
      body: "Join the beta and organize your employee program alongside the communities you serve.",
    },
  },
  {
    section: "communities",
    slug: "chamber-commerce",
    emoji: "🏛️",
    menuTitle: "Chambers of Commerce",
    menuDescription: "Connect member businesses and fill your event calendar",
    title: "For Chambers of Commerce That Connect Local Business",
    metaDescription:
      "Bring member businesses together with partnerships, networking events with registration codes, connections between members, and councils as subgroups.",
    lead: "A chamber's value is the connections it makes between local businesses and the community. Common Ground gives your chamber a place where member businesses meet, find each other, turn up to events and take on civic projects together.",
    highlights: [
      {
        title: "Members who can find each other",
        body: "Business owners and staff connect with one another and find people, groups and events through search.",
      },
      {
        title: "Events for members and the public",
        body: "Open a mixer to everyone, or require a registration code so only member businesses can register for a members-only breakfast.",
      },
      {
        title: "Councils and committees",
        body: "Run your small-business council, young professionals group or ambassadors committee as sub-partnerships with their own feeds.",
      },
      {
        title: "Civic projects with member businesses",
        body: "When the chamber organizes a community project, member companies register their employees on their own behalf.",
      },
      {
        title: "News that reaches members",
        body: "Announcements posted to the chamber's partnership reach members in the app, by e-mail or by push, per their settings.",
      },
    ],
    steps: [
      {
        title: "Set up the chamber",
        body: "Create a partnership for the chamber with sub-partnerships for councils and committees.",
      },
      {
        title: "Welcome member businesses",
        body: "Members join the chamber and connect with one another; their companies can have groups of their own.",
      },
      {
        title: "Fill the calendar",
        body: "Post networking events, workshops and service projects; members register and add them to their calendars.",
      },
    ],
    useCases: [
      {
        title: "A members-only breakfast",
        body: "The chamber shares a registration code in its member newsletter, and only members who have it can register for the seats.",
      },
      {
        title: "A main-street cleanup",
        body: "Twelve member shops register teams of employees on their own behalf, and the chamber posts the photos afterwards.",
      },
    ],
    faq: [
      {
        question: "Does Common Ground manage membership dues?",
        answer:
          "No. There's no billing or dues collection. Keep using your current system for payments and use Common Ground for the community around them.",
      },
      {
        question: "Can the public see our events?",
        answer:
          "Public events can be viewed and joined by anyone signed in to the site. Visitors without an account are invited to sign up first.",
      },
    ],
    related: ["/features/web-of-impact", "/features/events", "/communities/businesses"],
    cta: {
      title: "Give your members more reasons to connect",
      body: "Join the beta and bring your chamber's events, councils and conversations into one place.",
    },
  },
  {
    section: "communities",
    slug: "alliances",
    emoji: "🤝",
    menuTitle: "Alliances",
    menuDescription: "Coordinate coalitions of organizations toward a shared goal",
    title: "For Alliances and Coalitions Working Toward One Goal",
    metaDescription:
      "Give your coalition a partnership with sub-partnerships for each member organization, private planning spaces, shared workspaces and joint events.",
    lead: "Coalitions get things done that no single member could, but coordinating them usually means long e-mail chains and scattered documents. Common Ground gives an alliance one partnership where every member organization's people plan, announce and act together.",
    highlights: [
      {
        title: "One partnership for the coalition",
        body: "Everyone from every member organization joins the alliance's partnership and sees the same announcements and plans.",
      },
      {
        title: "Room for each member",
        body: "Sub-partnerships give each member organization, region or working group its own space under the alliance.",
      },
      {
        title: "Private strategy, public campaigns",
        body: "Keep the steering committee's space private and open the campaign group to anyone who wants to help.",
      },
      {
        title: "Shared documents, edited live",
        body: "Draft the joint statement or the action plan together in the partnership's workspace, with several people editing at once.",
      },
      {
        title: "Joint events with clear credit",
        body: "At alliance events, people register on behalf of their own organization, so each member's contribution is visible.",
      },
    ],
    steps: [
      {
        title: "Form the partnership",
        body: "Create the alliance's partnership and choose who from each member organization becomes an admin.",
      },
      {
        title: "Organize the members",
        body: "Add sub-partnerships for member organizations, regions or working groups.",
      },
      {
        title: "Plan and act together",
        body: "Draft in the workspace, announce in the feed and bring everyone to joint events.",
      },
    ],
    useCases: [
      {
        title: "A climate coalition",
        body: "Eight environmental groups coordinate a tree-planting season, each registering its volunteers on its own behalf and sharing one report.",
      },
      {
        title: "A youth services network",
        body: "Agencies serving young people share upcoming programs in a private partnership and keep their joint protocols in its workspace.",
      },
    ],
    faq: [
      {
        question: "Can members of the alliance belong to other communities too?",
        answer:
          "Yes. People keep one account and can belong to the alliance, their own organization's group and any other community at the same time.",
      },
      {
        question: "Who controls the alliance's space?",
        answer:
          "Its owner and admins, whom you can choose from any member organization. Moderators can keep the conversation on track.",
      },
    ],
    related: ["/features/partnerships", "/features/seamless-collaboration", "/benefits/community-trust"],
    cta: {
      title: "Give your coalition common ground",
      body: "Join the beta and coordinate your alliance in one shared place.",
    },
  },
  {
    section: "communities",
    slug: "schools",
    emoji: "🎓",
    menuTitle: "Schools",
    menuDescription: "Service hours, clubs and family volunteers in one place",
    title: "For Schools Building Service Into Student Life",
    metaDescription:
      "Track student service hours verified by teachers, run clubs and classes as groups, and organize family volunteers for school events.",
    lead: "Schools juggle service-hour requirements, clubs and a steady need for family volunteers. Common Ground gives them a supervised place to organize all three, with hours verified by the staff who saw the work.",
    highlights: [
      {
        title: "Service hours verified by staff",
        body: "Students log their hours and the teacher or coordinator hosting the activity verifies them, so graduation requirements rest on confirmed work.",
      },
      {
        title: "Clubs, classes and houses",
        body: "Run clubs as groups and use subgroups for grades, classes or houses, each with its own feed.",
      },
      {
        title: "Family volunteers for school events",
        body: "Post the science fair or field day with volunteer shifts, and parents pick the slots they can cover.",
      },
      {
        title: "Milestones students can aim for",
        body: "Badges at 10, 25, 50, 100, 250 and 500 verified hours give students visible goals, and leaderboards come with an opt-out.",
      },
      {
        title: "Private where it matters",
        body: "Keep class groups private so only their members see posts, with staff as admins and moderators.",
      },
    ],
    steps: [
      {
        title: "Set up the school",
        body: "Create a partnership or group for the school, with subgroups for grades, clubs or houses.",
      },
      {
        title: "Bring in students and families",
        body: "Staff manage membership; students under 13 take part only under the school's supervision.",
      },
      {
        title: "Run activities",
        body: "Post service projects and school events with shifts, and let students and parents register.",
      },
      {
        title: "Verify and celebrate",
        body: "Teachers verify hours, students earn badges, and the school exports the totals when records are due.",
      },
    ],
    useCases: [
      {
        title: "A high-school service requirement",
        body: "Seniors log hours from local nonprofits' events, the hosts verify them, and the counselor checks each student's history before graduation.",
      },
      {
        title: "An elementary family night",
        body: "The parent-teacher group posts the event with setup, snack table and cleanup shifts that parents fill in an afternoon.",
      },
    ],
    faq: [
      {
        question: "Can children under 13 use Common Ground?",
        answer:
          "Only through their school, under its supervision and with the consent the law requires. Common Ground isn't directed at children under 13 outside that setting.",
      },
      {
        question: "Do students have to appear on leaderboards?",
        answer: "No. Any member can opt out of leaderboards; their hours and badges still count.",
      },
      {
        question: "Can hours from outside organizations count?",
        answer:
          "Yes, when the hours are logged for an event or community on the site and its host or admin verifies them.",
      },
    ],
    related: ["/features/volunteer-management", "/features/gamification", "/features/subgroups"],
    cta: {
      title: "Make service part of school life",
      body: "Join the beta and organize your school's service hours, clubs and volunteers in one supervised place.",
    },
  },
];
