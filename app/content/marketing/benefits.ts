import type { MarketingPage } from "./types";

export const benefitPages: MarketingPage[] = [
  {
    section: "benefits",
    slug: "increase-revenue",
    emoji: "💰",
    menuTitle: "Increase Revenue",
    menuDescription: "Give funders and sponsors verified numbers they can trust",
    title: "Turn Your Community's Work Into Evidence Funders Can Use",
    metaDescription:
      "Show grantmakers and sponsors verified volunteer hours, their estimated dollar value, event registrations and member counts, exported to CSV.",
    lead: "Common Ground doesn't take donations or sell tickets, and it won't promise you money. What it gives you is evidence: verified volunteer hours with an estimated dollar value, event registrations and membership numbers, ready to drop into a grant report or a sponsor meeting.",
    highlights: [
      {
        title: "The numbers funders ask for",
        body: "Each group, partnership and event has a report with its members, events, registrations and verified hours, shown as charts you can export to CSV.",
      },
      {
        title: "A dollar figure for volunteer time",
        body: "Verified hours are multiplied by a configurable hourly value of volunteer time, so you can state what donated effort was worth without doing the math by hand.",
      },
      {
        title: "Only hours someone confirmed",
        body: "Hours count in reports once an event host or community admin has verified them, which makes the totals easier to stand behind when a program officer asks questions.",
      },
      {
        title: "Sponsors who can see their part",
        body: "A sponsor's staff can register for your events as employees, on behalf of their company's group or partnership, so their participation is on record next to your volunteers'.",
      },
    ],
    steps: [
      {
        title: "Set up where the work happens",
        body: "Create a group or partnership for your organization and add the events you run, with volunteer shifts where you need them.",
      },
      {
        title: "Let volunteers log their time",
        body: "Members record hours with a date, a description and the event or shift they worked; the host or an admin verifies or rejects each log.",
      },
      {
        title: "Export when the deadline comes",
        body: "Open your community's report, check the charts, and download the CSV for your grant application, annual report or sponsor recap.",
      },
    ],
    useCases: [
      {
        title: "A grant renewal at a food pantry",
        body: "The program director exports a year of verified shift hours and their estimated value instead of piecing them together from paper sign-in sheets.",
      },
      {
        title: "A sponsor check-in at a youth league",
        body: "Before asking a local company to renew, the league shows how many of its employees registered for field days and how many hours they gave.",
      },
    ],
    faq: [
      {
        question: "Does Common Ground process donations, dues or ticket sales?",
        answer:
          "No. There are no payment features. Common Ground helps you document and report the work your community does, which you can then use when you raise money elsewhere.",
      },
      {
        question: "How is the dollar value of volunteer hours calculated?",
        answer:
          "Verified hours are multiplied by an hourly value of volunteer time that the operator of your Common Ground site configures. It is an estimate, and reports present it as one.",
      },
      {
        question: "Are unverified hours included in the totals?",
        answer:
          "No. Reports count verified hours. Pending or rejected logs stay in each volunteer's history but don't add to the figures you export.",
      },
    ],
    related: ["/features/reporting", "/features/recognize-impact", "/communities/nonprofits"],
    cta: {
      title: "Walk into your next funding conversation with records",
      body: "Join the beta and start collecting verified hours and registrations now, so the numbers are there when you need them.",
    },
  },
  {
    section: "benefits",
    slug: "amplify-reach",
    emoji: "📣",
    menuTitle: "Amplify Reach",
    menuDescription: "Get your news in front of members, partners and their networks",
    title: "Reach Further Than Your Mailing List",
    metaDescription:
      "Post once to a group, partnership or event and reach its members in their feeds, by e-mail and by push, with share links that bring newcomers in.",
    lead: "A newsletter reaches the people who opened it. On Common Ground, a post in your group lands in every member's feed and, if they want it, in their inbox or on their phone. Mentions, partnerships and share links carry it further still.",
    highlights: [
      {
        title: "Posts that reach members where they are",
        body: "When you post to a group, partnership or event, its members are notified in the app right away and by e-mail or push according to their own settings.",
      },
      {
        title: "Mentions that pull the right people in",
        body: "Type @ and a name to mention someone; they get a notification even if they don't check the feed that day.",
      },
      {
        title: "Partners multiply the audience",
        body: "A post in a partnership reaches everyone who belongs to it, including the people of partner organizations, not just your own members.",
      },
      {
        title: "Links that unfurl outside the app",
        body: "Share a post's link anywhere and it shows a preview; visitors who open it are invited to join to read and respond.",
      },
      {
        title: "Reach that respects people's evenings",
        body: "E-mail and push wait until a member's quiet hours end instead of being dropped, so your news arrives in the morning rather than at midnight.",
      },
    ],
    steps: [
      {
        title: "Write the post",
        body: "Up to 5,000 characters of text, with photos, a video or a link that turns into a preview card.",
      },
      {
        title: "Choose where it goes",
        body: "Post to your profile, or to a group, partnership or event you belong to, so it reaches the people who care about that subject.",
      },
      {
        title: "Let notifications do the rounds",
        body: "Members are notified in the app instantly and by e-mail or push as they've chosen; likes and comments bring the post back to the top of the conversation.",
      },
    ],
    useCases: [
      {
        title: "A last-minute call for volunteers",
        body: "A river cleanup is short on hands. The coordinator posts in the event, mentions two regulars, and members with push turned on see it on their phones within moments.",
      },
      {
        title: "A coalition announcement",
        body: "An alliance posts its joint statement once in the partnership, and every member organization's people see it without each one forwarding an e-mail.",
      },
    ],
    faq: [
      {
        question: "Won't members feel flooded?",
        answer:
          "Each member chooses, per type of notification, whether it comes by e-mail and by push, and sets quiet hours in their own timezone. In-app notifications stay in a single list they can mark as read.",
      },
      {
        question: "Can people who aren't members see our posts?",
        answer:
          "A shared post link shows visitors a preview and invites them to sign in or join. The full post, comments and feeds are for signed-in members.",
      },
      {
        question: "Can we post photos and video?",
        answer:
          "Yes. Posts can carry images and videos up to 50 MB per file, and links get a preview fetched by the server.",
      },
    ],
    related: ["/features/awareness", "/features/impact-storytelling", "/features/partnerships"],
    cta: {
      title: "Say it once and let it travel",
      body: "Join the beta to post to your communities and see how far a single update can go.",
    },
  },
  {
    section: "benefits",
    slug: "recruitment-retention",
    emoji: "🧲",
    menuTitle: "Recruitment & Retention",
    menuDescription: "Welcome new members quickly and keep volunteers coming back",
    title: "Bring People In and Give Them Reasons to Stay",
    metaDescription:
      "Easy sign-up, a guided first week, volunteer shifts to claim, and recognition that grows with every verified hour: keep your volunteers coming back.",
    lead: "Most volunteers drift away because nobody noticed them, not because they stopped caring. Common Ground makes joining simple, gives each newcomer a short checklist to get started, and then recognizes every verified hour so people can see their contribution add up.",
    highlights: [
      {
        title: "Joining takes a minute",
        body: "People sign up with e-mail, Google, Apple or Bluesky, join public communities with one click, and request access to private ones.",
      },
      {
        title: "A guided start",
        body: "A five-step onboarding checklist on the dashboard prompts newcomers to add a photo, a cover photo and a bio, join a community and write a first post.",
      },
      {
        title: "Something concrete to sign up for",
        body: "Volunteer shifts show how many people are needed and how many have signed up, so a newcomer can pick a slot instead of wondering where to help.",
      },
      {
        title: "Milestones worth reaching",
        body: "Badges arrive automatically at 10, 25, 50, 100, 250 and 500 verified hours, and admins can give awards of their own.",
      },
      {
        title: "A history people keep",
        body: "Every member has a volunteer history with each log, its status and their verified total, a record they can point to when applying for a job or a scholarship.",
      },
    ],
    steps: [
      {
        title: "Open the door",
        body: "Make your group or event public so any signed-in member can join, or keep it private and approve join requests.",
      },
      {
        title: "Give newcomers a first task",
        body: "Post an event with volunteer shifts; new members register, choose their shifts and get reminders before the day.",
      },
      {
        title: "Notice the work",
        body: "Verify hours promptly, give awards where they're earned, and let points and milestone badges mark progress along the way.",
      },
    ],
    useCases: [
      {
        title: "Turning one-time helpers into regulars",
        body: "An animal shelter invites its adoption-day volunteers to join the shelter's group, where they see the next shift list and their first badge at 10 hours.",
      },
      {
        title: "Keeping a chapter active between events",
        body: "A service club posts project updates and member shout-outs in its group, so the weeks between meetings don't go silent.",
      },
    ],
    faq: [
      {
        question: "Do members have to use a leaderboard?",
        answer:
          "No. Leaderboards are per community and any member can opt out of appearing on them. Their points and hours still count in their own history.",
      },
      {
        question: "Can we review who joins?",
        answer:
          "Yes. Make the community private and people send join requests that an admin approves. Non-members who follow a link see a restricted page instead of the content.",
      },
    ],
    related: ["/features/gamification", "/features/recognition", "/features/volunteer-management"],
    cta: {
      title: "Make the second visit as easy as the first",
      body: "Join the beta and give your volunteers a place where their time is seen and remembered.",
    },
  },
  {
    section: "benefits",
    slug: "community-trust",
    emoji: "🛡️",
    menuTitle: "Community Trust",
    menuDescription: "Verified work, clear roles and a platform that doesn't sell data",
    title: "Earn Trust With Verified Work and Clear Roles",
    metaDescription:
      "Hours verified by event hosts, owner, admin and moderator roles, private communities, and no selling of data or ad trackers. Build trust that holds up.",
    lead: "Trust comes from knowing who is responsible, what actually happened and where your information goes. Common Ground gives every community clear roles and verified hours, and it keeps members' data out of the advertising business.",
    highlights: [
      {
        title: "Hours someone vouched for",
        body: "Volunteer hours are logged by the member and verified or rejected by the event host or a community admin, so totals reflect confirmed work.",
      },
      {
        title: "Everyone knows who's in charge",
        body: "Each membership carries a role (owner, admin, moderator or member), shown as a badge, so members can see who manages the community and who keeps the conversation civil.",
      },
      {
        title: "Moderation that's built in",
        body: "Moderators can remove posts and comments that break a community's rules without needing full admin rights.",
      },
      {
        title: "Private when it needs to be",
        body: "Private groups, partnerships and events are visible only to their members; others request to join and an admin decides.",
      },
      {
        title: "No selling, no ad trackers",
        body: "Members' data isn't sold and the app carries no advertising trackers. Sessions use an HttpOnly cookie, and connected Bluesky tokens are stored encrypted on the server.",
      },
    ],
    steps: [
      {
        title: "Assign roles deliberately",
        body: "Owners and admins manage members, settings and files; give moderator roles to the people who will keep discussions on track.",
      },
      {
        title: "Pick the right visibility",
        body: "Choose public or private for each group, partnership and event, and approve join requests for private ones.",
      },
      {
        title: "Verify before you report",
        body: "Review logged hours and approve or reject them, so the figures you share with others rest on confirmed work.",
      },
    ],
    useCases: [
      {
        title: "A school service-hours program",
        body: "Students log hours and the teacher hosting each event verifies them, so the totals on a graduation requirement have a name behind every approval.",
      },
      {
        title: "A coalition with sensitive planning",
        body: "An alliance keeps its strategy partnership private and its public campaign group open, with a moderator on each.",
      },
    ],
    faq: [
      {
        question: "Who can verify volunteer hours?",
        answer:
          "The host of the event the hours belong to, or an admin of the group or partnership they were logged with.",
      },
      {
        question: "Can we run Common Ground on our own servers?",
        answer:
          "Yes. It can be self-hosted: one command runs it with an embedded database, and the same code scales out to a PostgreSQL server and several app servers.",
      },
      {
        question: "Do you sell member data or show ads?",
        answer: "No. Member data isn't sold, and there are no advertising trackers in the app.",
      },
    ],
    related: ["/features/roles-privacy", "/features/volunteer-management", "/communities/alliances"],
    cta: {
      title: "Build a community people can vouch for",
      body: "Join the beta to set up clear roles, private spaces and verified hours from day one.",
    },
  },
  {
    section: "benefits",
    slug: "time-saving",
    emoji: "⏱️",
    menuTitle: "Time Saving",
    menuDescription: "Fewer spreadsheets, sign-up sheets and reminder e-mails",
    title: "Spend Less Time on Spreadsheets and Sign-up Sheets",
    metaDescription:
      "Shift capacity, registration codes, reminders, calendar files, automatic badges and ready-made reports: hand Common Ground the busywork of coordinating.",
    lead: "Coordinators lose whole evenings to sign-up sheets, reminder e-mails and adding up hours. Common Ground takes on the repetitive parts: it keeps shifts from overfilling, reminds registrants, awards milestone badges on its own and builds the report for you.",
    highlights: [
      {
        title: "Shifts that fill themselves correctly",
        body: "Set how many volunteers each shift needs; once it's full, nobody else can pick it, even when several people register at the same moment.",
      },
      {
        title: "Registration codes checked for you",
        body: "Protect attendee, volunteer or employee registration with a code, and the server refuses a wrong one, so you don't screen sign-ups by hand.",
      },
      {
        title: "Reminders you don't have to send",
        body: "Event reminders go out as notifications in the app, by e-mail or by push, following each member's preferences.",
      },
      {
        title: "Calendars without retyping",
        body: "Each event exports as a calendar file (ICS) that members add to the calendar app they already use.",
      },
      {
        title: "Reports that are already built",
        body: "Members, registrations and verified hours are tallied for every community, with charts and a CSV export instead of a weekend in a spreadsheet.",
      },
      {
        title: "Recognition on autopilot",
        body: "Milestone badges are awarded automatically when a member's verified hours cross 10, 25, 50, 100, 250 and 500.",
      },
    ],
    steps: [
      {
        title: "Create the event once",
        body: "Add the date, description and image, define volunteer shifts with their capacity, and set registration codes if you need them.",
      },
      {
        title: "Share it and step back",
        body: "Members register as attendees, volunteers or employees, pick shifts and add the event to their calendars on their own.",
      },
      {
        title: "Verify and export",
        body: "Afterwards, approve the logged hours in a few clicks and download the report when someone asks for numbers.",
      },
    ],
    useCases: [
      {
        title: "A monthly distribution day",
        body: "The volunteer lead sets three shifts of eight people each and stops fielding 'is there still room?' messages, because the shift list answers that.",
      },
      {
        title: "Quarterly board reporting",
        body: "A small nonprofit's executive director exports the quarter's figures in minutes instead of reconciling three spreadsheets.",
      },
    ],
    faq: [
      {
        question: "What happens when two people grab the last spot in a shift?",
        answer:
          "Only one gets it. Capacity is enforced on the server, so a full shift never ends up with one volunteer too many; the other person sees that the shift is full.",
      },
      {
        question: "Do we still need a separate calendar tool?",
        answer:
          "Members can export any event to their own calendar as an ICS file. Common Ground doesn't sync calendars in both directions.",
      },
      {
        question: "Can planning notes live here too?",
        answer:
          "Yes. Each group, partnership and event has a workspace of shared rich-text pages and file storage, so agendas and checklists stay next to the event.",
      },
    ],
    related: ["/features/events", "/features/volunteer-management", "/features/workspaces"],
    cta: {
      title: "Give your evenings back",
      body: "Join the beta and let Common Ground handle the counting, reminding and tallying.",
    },
  },
];
