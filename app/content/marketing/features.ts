import type { MarketingPage } from "./types";

export const featurePages: MarketingPage[] = [
  {
    section: "features",
    slug: "members",
    emoji: "👤",
    menuTitle: "Members",
    menuDescription: "Profiles, connections and a personal volunteer history",
    title: "Member Profiles That Show Who People Are and What They Do",
    metaDescription:
      "Profiles with a photo, cover photo and bio, connections between members, quick search, and a volunteer history that grows with every verified hour.",
    lead: "Every person on Common Ground has a profile with a photo, a cover photo and a short bio. Members connect with one another, find each other through search, and build a volunteer history that grows with every verified hour.",
    highlights: [
      {
        title: "A profile worth filling in",
        body: "A first and last name, an avatar, a cover photo and a bio give fellow members a real sense of who they're working with.",
      },
      {
        title: "Connections, not followers",
        body: "Send a connection request; the other person accepts or declines. Once connected, each of you sees the other's posts in your feed.",
      },
      {
        title: "Find anyone in seconds",
        body: "Search members, groups, partnerships and events from any page, or press Cmd+K or Ctrl+K and start typing a name.",
      },
      {
        title: "A volunteer history that travels with you",
        body: "Each member's history lists every logged hour with its status and shows the verified total across all their communities.",
      },
      {
        title: "Sign in the way you prefer",
        body: "Use an e-mail address and password, a Google or Apple account, or a Bluesky handle with an app password.",
      },
    ],
    steps: [
      {
        title: "Create an account",
        body: "Register with e-mail, Google, Apple or Bluesky and agree to the terms; every profile starts with a first and last name.",
      },
      {
        title: "Work through the checklist",
        body: "The dashboard's onboarding card asks for a profile photo, a cover photo and a bio, then nudges you to join a community and write your first post.",
      },
      {
        title: "Connect and get involved",
        body: "Join communities, register for events and connect with the people you meet there; your profile fills in as you go.",
      },
    ],
    useCases: [
      {
        title: "A newcomer finding their footing",
        body: "A volunteer who just moved to town joins two neighborhood groups, connects with the shift lead she met on Saturday, and sees their posts in her feed all week.",
      },
      {
        title: "A coordinator checking a track record",
        body: "Before asking a returning volunteer to lead a team, the coordinator opens his profile and sees the events he's worked and his verified hours.",
      },
    ],
    faq: [
      {
        question: "Who can see my profile?",
        answer:
          "Signed-in members of the site can see profiles. Visitors who aren't signed in can't browse members.",
      },
      {
        question: "Can I sign in with Bluesky?",
        answer:
          "Yes. You enter your Bluesky handle and an app password; the server checks them with your Bluesky host and never stores the app password.",
      },
      {
        question: "Why do I need a first and last name?",
        answer:
          "Communities verify hours and approve join requests based on who you are, so every profile needs both names before you can use the app.",
      },
    ],
    related: ["/features/web-of-impact", "/features/unified-tracking", "/features/groups"],
    cta: {
      title: "Put a face to your community",
      body: "Join the beta, set up your profile and start connecting with the people you serve alongside.",
    },
  },
  {
    section: "features",
    slug: "groups",
    emoji: "👥",
    menuTitle: "Groups",
    menuDescription: "A home for every team, chapter, club and cause",
    title: "Groups for Every Team, Chapter and Cause",
    metaDescription:
      "Give each team, chapter or club its own group with a feed, member roles, public or private visibility, subgroups, a workspace and file storage.",
    lead: "A group is where a set of people who do something together gather: a cleanup crew, a parent volunteer team, a company's green committee. Each group on Common Ground has its own feed, its own members and roles, and its own workspace and files.",
    highlights: [
      {
        title: "Its own identity",
        body: "A name, a description, a profile image and a cover photo make the group recognizable in feeds, search and members' dashboards.",
      },
      {
        title: "A feed for the group",
        body: "Members post updates, photos and links to the group; the other members are notified and can like, comment and reply.",
      },
      {
        title: "Open or by request",
        body: "Public groups can be joined by any signed-in member; private groups take join requests that an admin approves.",
      },
      {
        title: "Room to grow",
        body: "Admins create subgroups for committees, teams or locations, each with its own members and feed.",
      },
      {
        title: "Pages and files in one place",
        body: "Every group has a workspace for shared pages and a storage area for documents, with usage shown against its quota.",
      },
    ],
    steps: [
      {
        title: "Create the group",
        body: "Give it a name, description and images, and choose whether it's public or private. You become its owner.",
      },
      {
        title: "Bring people in",
        body: "Share the group's link; people join directly or send a request, and you promote trusted members to admin or moderator.",
      },
      {
        title: "Make it useful",
        body: "Post updates, register for events on behalf of the group, and keep meeting notes and files in its workspace.",
      },
    ],
    useCases: [
      {
        title: "A neighborhood cleanup crew",
        body: "Twenty neighbors share photos of each cleanup, plan the next one in a workspace page, and see who's signed up in the event's shift list.",
      },
      {
        title: "A workplace volunteer committee",
        body: "A company's employee group keeps its members and its volunteer days in one place, with a subgroup for each office.",
      },
    ],
    faq: [
      {
        question: "What's the difference between a group and a partnership?",
        answer:
          "Groups suit teams and clubs of people. Partnerships are organization-like communities, often several organizations working together, and they can have sub-partnerships.",
      },
      {
        question: "Who can post in a group?",
        answer:
          "Every member can post and comment. Moderators can remove posts and comments, and owners and admins also manage members, settings, files and the workspace.",
      },
      {
        question: "Where do members find the groups they're in?",
        answer:
          "The dashboard's My Groups card lists them with each member's role, and search finds any group by name.",
      },
    ],
    related: ["/features/subgroups", "/features/roles-privacy", "/features/collaboration"],
    cta: {
      title: "Give your people a place to gather",
      body: "Join the beta and set up your first group in a few minutes.",
    },
  },
  {
    section: "features",
    slug: "partnerships",
    emoji: "🧩",
    menuTitle: "Partnerships",
    menuDescription: "Organization-style communities with sub-partnerships",
    title: "Partnerships That Give Organizations a Shared Home",
    metaDescription:
      "Partnerships are organization-like communities: a home for an organization or a coalition, with members, roles, sub-partnerships and their own events.",
    lead: "Some communities are bigger than a team: an organization with programs, or several organizations pursuing a shared goal. Partnerships on Common Ground are built for that, with their own feed, members, roles and visibility, plus sub-partnerships for the programs and regions underneath.",
    highlights: [
      {
        title: "Built for organizations",
        body: "A partnership carries a name, description, profile image and cover photo, and represents an organization or coalition rather than a single team.",
      },
      {
        title: "Sub-partnerships for structure",
        body: "Create sub-partnerships for programs, regions or working committees while the parent partnership ties them together.",
      },
      {
        title: "Register as the partnership",
        body: "When members sign up for an event, they can register on behalf of a partnership they belong to, so the host knows which organization is showing up.",
      },
      {
        title: "Public or private",
        body: "Open a partnership to any signed-in member or keep it private and approve join requests one by one.",
      },
      {
        title: "Reports at the organization level",
        body: "Each partnership has its own report of members, events, registrations and verified hours, with charts and CSV export.",
      },
    ],
    steps: [
      {
        title: "Create the partnership",
        body: "Describe the organization or coalition, add its images and choose its visibility.",
      },
      {
        title: "Add the layers beneath",
        body: "Set up sub-partnerships for each program or region and give each its own admins.",
      },
      {
        title: "Act together",
        body: "Post to the whole partnership, plan in its workspace, and register for events on the partnership's behalf.",
      },
    ],
    useCases: [
      {
        title: "A regional housing coalition",
        body: "Five nonprofits share one partnership for announcements and planning, with a sub-partnership for each county's working group.",
      },
      {
        title: "A company's community program",
        body: "A business runs its volunteering as a partnership, and employees register for partner events on the company's behalf.",
      },
    ],
    faq: [
      {
        question: "Can a person belong to several partnerships?",
        answer:
          "Yes. Members can join as many groups and partnerships as they like; their dashboard lists their partnerships with their role in each.",
      },
      {
        question: "Do sub-partnerships share members with the parent?",
        answer:
          "Each sub-partnership has its own membership and roles, so a regional committee can stay focused while the parent brings everyone together.",
      },
    ],
    related: ["/features/seamless-collaboration", "/features/subgroups", "/communities/alliances"],
    cta: {
      title: "Give your organization a proper home",
      body: "Join the beta and set up your partnership with the structure you already have.",
    },
  },
  {
    section: "features",
    slug: "events",
    emoji: "📅",
    menuTitle: "Events",
    menuDescription: "Registration, volunteer shifts, codes and calendar export",
    title: "Events With Registration, Shifts and Calendar Export Built In",
    metaDescription:
      "Run events with attendee, volunteer and employee registration, volunteer shifts with capacity, registration codes, reminders and ICS calendar export.",
    lead: "From a Saturday park cleanup to a chamber mixer, events on Common Ground handle registration from start to finish. People sign up as attendees, volunteers or employees, volunteers pick their shifts, and everyone can add the event to their own calendar.",
    highlights: [
      {
        title: "Three ways to register",
        body: "Attendees, volunteers and employees each register separately, so you know who is coming to take part, who is coming to help and who is representing their employer.",
      },
      {
        title: "Volunteer shifts with real limits",
        body: "Each shift has a name, a start and end time and the number of volunteers needed; a full shift can't be chosen.",
      },
      {
        title: "Registration codes",
        body: "Require a code for any registration type, checked by the server, to keep a volunteer list or staff sign-up to the people you invited.",
      },
      {
        title: "On behalf of a group or partnership",
        body: "Registrants can sign up for a group or partnership they belong to, so you see which organizations are taking part.",
      },
      {
        title: "Calendar files and reminders",
        body: "Export any event as an ICS file for Google Calendar, Apple Calendar or Outlook, and let reminders reach registrants by notification.",
      },
    ],
    steps: [
      {
        title: "Create the event",
        body: "Add a name, description, start date and image. As the host you can edit it, manage its files and verify hours logged for it.",
      },
      {
        title: "Set up registration",
        body: "Decide which registration types need a code and add volunteer shifts with how many people each one needs.",
      },
      {
        title: "Registrants sign up",
        body: "They choose a type, enter a code if one is required, pick shifts if they're volunteering, choose who they represent and confirm.",
      },
      {
        title: "Follow up afterwards",
        body: "Post photos to the event's feed, verify the hours volunteers log and check the event's report.",
      },
    ],
    useCases: [
      {
        title: "A community garden planting day",
        body: "Morning and afternoon shifts of six volunteers each fill up on their own, and the organizer posts the planting photos in the event feed that evening.",
      },
      {
        title: "A corporate service day",
        body: "A company's staff register as employees with a code the company shared internally, while neighbors register as ordinary volunteers.",
      },
    ],
    faq: [
      {
        question: "Can a volunteer sign up for more than one shift?",
        answer:
          "Yes. Volunteers can select several shifts in one registration, as long as each one still has room.",
      },
      {
        question: "Does Common Ground sell tickets?",
        answer:
          "No. There are no ticketing or payment features; registration simply records who is coming and in what capacity.",
      },
      {
        question: "Which calendar apps work with the export?",
        answer:
          "The export is a standard ICS file, which calendar apps such as Google Calendar, Apple Calendar and Outlook can import.",
      },
    ],
    related: ["/features/volunteer-management", "/features/seamless-collaboration", "/benefits/time-saving"],
    cta: {
      title: "Plan your next event in one place",
      body: "Join the beta and run registration, shifts and reminders without juggling separate tools.",
    },
  },
  {
    section: "features",
    slug: "collaboration",
    emoji: "💬",
    menuTitle: "Collaboration",
    menuDescription: "Posts, comments, mentions and shared files inside a community",
    title: "Work Together Inside Your Community",
    metaDescription:
      "Posts, comments, likes, @mentions and shared files keep a group's conversation and materials together, so nothing gets lost in a reply-all thread.",
    lead: "The day-to-day work of a community happens in conversation: a question about supplies, a photo from last week, a file everyone needs. Common Ground keeps that conversation inside the community it belongs to, with posts, comments, mentions and shared files side by side.",
    highlights: [
      {
        title: "Posts with room to explain",
        body: "Up to 5,000 characters of text with photos, videos and links that become preview cards.",
      },
      {
        title: "Comments that keep threads together",
        body: "Discuss a post right under it instead of scattering replies across e-mail and chat.",
      },
      {
        title: "Mentions that get an answer",
        body: "Mention a member with @ and they're notified, so questions reach the person who can answer them.",
      },
      {
        title: "Files next to the conversation",
        body: "Keep flyers, sign-in templates and photos in the community's storage instead of someone's personal drive.",
      },
    ],
    steps: [
      {
        title: "Post to the community",
        body: "Write in the group, partnership or event the topic belongs to, so the right members see it.",
      },
      {
        title: "Bring people in",
        body: "Mention the members who need to weigh in; they're notified in the app and by e-mail or push if they've chosen to be.",
      },
      {
        title: "Keep what matters",
        body: "Store the documents the discussion produces in the community's files or write them up as a workspace page.",
      },
    ],
    useCases: [
      {
        title: "Planning a supply drive",
        body: "A committee member posts the donation list, mentions the two people with vans, and the plan gets settled in the comments.",
      },
      {
        title: "A club's weekly check-in",
        body: "A student service club posts the week's priorities each Monday and members reply underneath with what they're taking on.",
      },
    ],
    faq: [
      {
        question: "Can someone remove an inappropriate post?",
        answer: "Yes. Moderators, admins and owners of a community can remove posts and comments made in it.",
      },
      {
        question: "How large can uploaded files be?",
        answer:
          "Post media can be up to 50 MB per file; documents in a community's storage can be up to 100 MB each.",
      },
    ],
    related: ["/features/workspaces", "/features/seamless-collaboration", "/features/awareness"],
    cta: {
      title: "Move the conversation where the work is",
      body: "Join the beta and give your community one place to talk, decide and keep its files.",
    },
  },
  {
    section: "features",
    slug: "awareness",
    emoji: "🔔",
    menuTitle: "Awareness",
    menuDescription: "Feeds and notifications that reach people the way they want",
    title: "Keep Everyone in the Loop Without Burying Them",
    metaDescription:
      "Activity feeds and notifications in the app, by e-mail and by push, with per-type preferences and quiet hours so members stay informed, not overwhelmed.",
    lead: "Awareness is the difference between a volunteer who shows up and one who heard about it too late. Common Ground brings news to members through their feed and their notifications, and lets each member decide how loudly it arrives.",
    highlights: [
      {
        title: "A feed that gathers it all",
        body: "The dashboard feed shows posts by the member, their connections and every community they belong to, newest first.",
      },
      {
        title: "Notifications that arrive live",
        body: "Likes, comments, mentions, new posts in your communities and connection requests appear in the bell the moment they happen.",
      },
      {
        title: "E-mail and push when wanted",
        body: "Each notification type can also go by e-mail and by push to a browser or phone, switched on or off type by type.",
      },
      {
        title: "Quiet hours",
        body: "Members pick quiet hours in their own timezone; e-mail and push wait until they end rather than disappearing.",
      },
      {
        title: "Reminders and workspace updates",
        body: "Event reminders and changes to workspace pages are notification types too, so the practical news gets through.",
      },
    ],
    steps: [
      {
        title: "Something happens",
        body: "A member posts in a group, comments on your post, mentions you or sends a connection request.",
      },
      {
        title: "The bell lights up",
        body: "The notification appears in the app straight away, with an unread count on the bell and a link to what happened.",
      },
      {
        title: "Preferences decide the rest",
        body: "If you've allowed it for that type, it also goes out by e-mail or push, held back until your quiet hours end.",
      },
    ],
    useCases: [
      {
        title: "A shift lead on the move",
        body: "She keeps push on for mentions and event reminders but turns off e-mail for likes, so her phone only buzzes for what needs her.",
      },
      {
        title: "An early-to-bed board member",
        body: "He sets quiet hours from 9 p.m. to 7 a.m., and the evening's updates are waiting for him with his morning coffee.",
      },
    ],
    faq: [
      {
        question: "Does push work on phones?",
        answer:
          "Yes, once the site's operator has turned push on. Common Ground installs on a phone as an app, and push works in browsers that support web push as well as in the native app shell.",
      },
      {
        question: "What are the default settings?",
        answer:
          "New members start with e-mail and push on for every type and quiet hours from 10 p.m. to 8 a.m.; they can change all of it in their settings.",
      },
    ],
    related: ["/benefits/amplify-reach", "/features/collaboration", "/features/impact-storytelling"],
    cta: {
      title: "Make sure the news gets through",
      body: "Join the beta and reach your members in the app, by e-mail and on their phones, on their terms.",
    },
  },
  {
    section: "features",
    slug: "volunteer-management",
    emoji: "🙋",
    menuTitle: "Volunteer Management",
    menuDescription: "Shifts, sign-ups, hour logs and verification in one flow",
    title: "Volunteer Management From Shift Sign-up to Verified Hours",
    metaDescription:
      "Volunteer shifts with capacity, hour logging with descriptions, and verification by event hosts or admins, with a volunteer history for every member.",
    lead: "Managing volunteers means knowing who is coming, when, and what they did afterwards. Common Ground connects those steps: volunteers claim shifts, log their hours, and the event host or a community admin verifies each log.",
    highlights: [
      {
        title: "Shifts sized to the job",
        body: "Define named shifts with start and end times and the number of volunteers needed; the shift list shows how many spots are taken.",
      },
      {
        title: "Hours with context",
        body: "Volunteers log a date, the number of hours and a description, and can link the log to an event, a shift and the organization they served.",
      },
      {
        title: "Verification by the people who saw it",
        body: "The event host or an admin of the group or partnership reviews each log and verifies or rejects it.",
      },
      {
        title: "Attendance that starts the paperwork",
        body: "Shifts a volunteer attended can create pending hour logs, so there's less to type after a long day.",
      },
      {
        title: "A history for every volunteer",
        body: "Each member sees every log with its status, pending, verified or rejected, and their verified total.",
      },
    ],
    steps: [
      {
        title: "Publish shifts",
        body: "Add shifts to your event with the number of volunteers each one needs.",
      },
      {
        title: "Volunteers sign up",
        body: "They register as volunteers, choose one or more open shifts and get event reminders.",
      },
      {
        title: "Hours get logged",
        body: "After the event, volunteers log their time, or find pending logs already created from the shifts they attended.",
      },
      {
        title: "You verify",
        body: "The host or an admin approves or rejects each log; verified hours count toward badges, points and reports.",
      },
    ],
    useCases: [
      {
        title: "A weekly meal service",
        body: "The kitchen coordinator sets a prep shift and a serving shift each week and verifies the hours every Monday morning.",
      },
      {
        title: "Student service hours",
        body: "Students log hours from a weekend tutoring program and the teacher who hosts it verifies them before report cards.",
      },
    ],
    faq: [
      {
        question: "Can volunteers log hours that weren't part of an event?",
        answer:
          "Yes. The event and shift are optional, so a member can log other service and link it to the group or partnership it was for; an admin of that community verifies it.",
      },
      {
        question: "What happens to rejected hours?",
        answer:
          "They stay in the volunteer's history marked as rejected and don't count toward their verified total, milestones or reports.",
      },
      {
        question: "Is there a background-check or waiver feature?",
        answer:
          "No. Common Ground doesn't run background checks or collect waivers; handle those through your usual process.",
      },
    ],
    related: ["/features/events", "/features/recognize-impact", "/communities/nonprofits"],
    cta: {
      title: "Retire the clipboard",
      body: "Join the beta and manage shifts, sign-ups and hour verification in one place.",
    },
  },
  {
    section: "features",
    slug: "reporting",
    emoji: "📊",
    menuTitle: "Reporting",
    menuDescription: "Per-community reports with charts and CSV export",
    title: "Reports on Members, Events and Hours, Ready to Export",
    metaDescription:
      "Each group, partnership and event gets a report of members, events, registrations and verified hours with estimated value, in charts and CSV.",
    lead: "When a board member, a funder or a principal asks how things are going, the answer should take minutes, not a weekend. Every group, partnership and event on Common Ground has a report that counts members, events, registrations and verified hours, and exports to CSV.",
    highlights: [
      {
        title: "The core figures, per community",
        body: "See members, events, registrations and verified volunteer hours for the group, partnership or event you manage.",
      },
      {
        title: "An estimated value of volunteer time",
        body: "Verified hours are multiplied by a configurable hourly value, giving an estimate of the time your volunteers donated.",
      },
      {
        title: "Charts you can read at a glance",
        body: "The report draws the figures as charts, ready to screenshot for a slide or a newsletter.",
      },
      {
        title: "CSV for everything else",
        body: "Download the data as CSV and open it in any spreadsheet for your own analysis or a funder's template.",
      },
    ],
    steps: [
      {
        title: "Open the community",
        body: "Go to the group, partnership or event you administer.",
      },
      {
        title: "Read the report",
        body: "Review the counts and charts of members, events, registrations and verified hours.",
      },
      {
        title: "Export",
        body: "Download the CSV and share it with your board, funder or team.",
      },
    ],
    useCases: [
      {
        title: "A board meeting packet",
        body: "The volunteer manager of a literacy nonprofit exports the quarter's verified tutoring hours and adds the chart to the board slides.",
      },
      {
        title: "An event debrief",
        body: "After a citywide cleanup, the host compares registrations by type with the hours volunteers logged.",
      },
    ],
    faq: [
      {
        question: "Can we change the hourly value used for estimates?",
        answer:
          "The hourly value of volunteer time is set by the operator of your Common Ground site, so every community on that site uses the same figure.",
      },
      {
        question: "Do reports include unverified hours?",
        answer: "No. Hour totals and their estimated value are based on verified logs only.",
      },
      {
        question: "Can I see my own totals across communities?",
        answer:
          "Yes, your volunteer history does that. Reports look at one community at a time; your history follows you.",
      },
    ],
    related: ["/features/unified-tracking", "/benefits/increase-revenue", "/features/recognize-impact"],
    cta: {
      title: "Answer 'how are we doing?' in minutes",
      body: "Join the beta and let your reports build themselves as your community works.",
    },
  },
  {
    section: "features",
    slug: "recognition",
    emoji: "🏅",
    menuTitle: "Recognition",
    menuDescription: "Awards from admins and automatic milestone badges",
    title: "Awards and Milestone Badges That Say Thank You",
    metaDescription:
      "Admins give awards with a title, description and badge, and members earn milestone badges automatically at 10, 25, 50, 100, 250 and 500 verified hours.",
    lead: "People keep showing up when they feel seen. Common Ground lets community admins give awards that name what someone did, and hands out milestone badges automatically as members' verified hours add up.",
    highlights: [
      {
        title: "Awards in your own words",
        body: "An admin gives an award with a title, a description and a badge, such as Shift Lead of the Season or Founding Volunteer.",
      },
      {
        title: "Milestones nobody has to track",
        body: "Badges arrive on their own at 10, 25, 50, 100, 250 and 500 verified hours.",
      },
      {
        title: "Earned, not claimed",
        body: "Milestones count verified hours only, so every badge rests on work a host or admin confirmed.",
      },
    ],
    steps: [
      {
        title: "Members contribute",
        body: "Volunteers log their hours and hosts or admins verify them.",
      },
      {
        title: "Milestones happen automatically",
        body: "When a member's verified total crosses a milestone, the matching badge is awarded.",
      },
      {
        title: "Admins add the personal touch",
        body: "Give awards for the contributions numbers don't capture: the organizer, the mentor, the person who always stays to clean up.",
      },
    ],
    useCases: [
      {
        title: "An end-of-year celebration",
        body: "A youth mentoring program gives a Mentor of the Year award and shares a post congratulating everyone who reached 100 hours.",
      },
      {
        title: "A first milestone",
        body: "A new volunteer reaches 10 verified hours after her third Saturday shift and receives her first badge without anyone having to remember.",
      },
    ],
    faq: [
      {
        question: "Can we design our own badges?",
        answer:
          "Awards given by admins carry their own title, description and badge. Milestone badges are the same for everyone so they mean the same thing in every community.",
      },
      {
        question: "Do awards come with prizes?",
        answer: "No. Awards and badges are recognition only; they have no monetary value.",
      },
    ],
    related: ["/features/recognize-impact", "/features/gamification", "/benefits/recruitment-retention"],
    cta: {
      title: "Thank your people properly",
      body: "Join the beta and start recognizing the volunteers who make your community work.",
    },
  },
  {
    section: "features",
    slug: "roles-privacy",
    emoji: "🔐",
    menuTitle: "Roles & Privacy",
    menuDescription: "Owner, admin, moderator and member, public or private",
    title: "Clear Roles and Privacy Settings for Every Community",
    metaDescription:
      "Four roles (owner, admin, moderator and member) plus public or private visibility with join requests for every group, partnership and event.",
    lead: "Good communities are clear about who can do what and who can see what. On Common Ground every group, partnership and event has four roles and a public or private setting, and the server enforces both.",
    highlights: [
      {
        title: "Owner and admin",
        body: "They edit the community, manage members and roles, look after its files and workspace, and create subgroups or sub-partnerships.",
      },
      {
        title: "Moderator",
        body: "Moderators remove posts and comments that break the community's norms, without access to settings or membership.",
      },
      {
        title: "Member",
        body: "Members post, comment and read the workspace; their role appears as a badge next to their name.",
      },
      {
        title: "Public or private",
        body: "Any signed-in member can view and join a public community. A private one's content is for members only, and others send a join request.",
      },
      {
        title: "Enforced on the server",
        body: "Permissions are checked by the server on every request, not just hidden in the interface.",
      },
    ],
    steps: [
      {
        title: "Choose visibility",
        body: "Set the community to public or private when you create it, and change it later if your needs change.",
      },
      {
        title: "Assign roles",
        body: "Promote trusted members to admin or moderator and keep everyone else as members.",
      },
      {
        title: "Handle requests",
        body: "For private communities, admins approve or decline join requests; non-members who follow a link see a restricted page.",
      },
    ],
    useCases: [
      {
        title: "A private board group",
        body: "A nonprofit keeps its board discussions in a private group while its volunteer group stays public.",
      },
      {
        title: "A moderated public forum",
        body: "A chamber's open networking group has two moderators who keep the feed on topic, and the chamber's staff stay as admins.",
      },
    ],
    faq: [
      {
        question: "Can a community have more than one admin?",
        answer:
          "Yes. Whoever creates it becomes its owner, and other members can be made admins or moderators as needed.",
      },
      {
        question: "Are private communities hidden from everyone?",
        answer:
          "Their content is. Non-members who open a private community's link see a restricted page and can request to join.",
      },
    ],
    related: ["/benefits/community-trust", "/features/groups", "/features/subgroups"],
    cta: {
      title: "Set the rules once and rely on them",
      body: "Join the beta and give every community clear roles and the privacy it needs.",
    },
  },
  {
    section: "features",
    slug: "gamification",
    emoji: "🏆",
    menuTitle: "Gamification",
    menuDescription: "Points and per-community leaderboards, with an opt-out",
    title: "Points and Leaderboards That Keep Momentum Friendly",
    metaDescription:
      "Members earn points for posting, commenting, verified hours and attendance, and can see per-community leaderboards, or opt out of appearing on them.",
    lead: "A little friendly competition can turn a slow month into a busy one. Common Ground awards points for taking part and shows a leaderboard in each community, while letting anyone who'd rather not be ranked step off the board.",
    highlights: [
      {
        title: "Points for what matters",
        body: "Members earn points for posting, commenting, verified volunteer hours and attending events.",
      },
      {
        title: "A leaderboard per community",
        body: "Each group, partnership and event has its own leaderboard, so a small team isn't compared with a citywide program.",
      },
      {
        title: "Opting out is easy",
        body: "Any member can choose not to appear on leaderboards; they keep their points and their volunteer history.",
      },
      {
        title: "Hard to game",
        body: "Hours only earn points once verified, so the board rewards real contribution, not just sign-ups.",
      },
    ],
    steps: [
      {
        title: "Take part",
        body: "Post, comment, attend events and log volunteer hours as usual.",
      },
      {
        title: "Points add up",
        body: "Each action is recorded in a points ledger, and verified hours and attendance add to it as they're confirmed.",
      },
      {
        title: "Check the board",
        body: "Open a community's leaderboard to see who's most active, or opt out of being listed.",
      },
    ],
    useCases: [
      {
        title: "A school house competition",
        body: "Each house is a subgroup, and students watch their house leaderboard climb during a spring service drive.",
      },
      {
        title: "An office giving month",
        body: "A company's volunteer partnership uses its leaderboard to celebrate the teams that logged the most verified hours.",
      },
    ],
    faq: [
      {
        question: "Do points have any cash value?",
        answer: "No. Points are a way to celebrate participation; they can't be exchanged for anything.",
      },
      {
        question: "Can I take part without being ranked?",
        answer:
          "Yes. Opt out of leaderboards and you won't appear on them, while your points and history still count for you.",
      },
    ],
    related: ["/features/recognition", "/benefits/recruitment-retention", "/communities/schools"],
    cta: {
      title: "Add a little friendly competition",
      body: "Join the beta and let points and leaderboards give your community an extra push.",
    },
  },
  {
    section: "features",
    slug: "subgroups",
    emoji: "🌳",
    menuTitle: "Subgroups",
    menuDescription: "Subgroups and sub-partnerships for layered organizations",
    title: "Subgroups for Organizations With Layers",
    metaDescription:
      "Split a group into subgroups and a partnership into sub-partnerships for committees, chapters, classes or regions, each with its own members and feed.",
    lead: "Real organizations have structure: chapters inside a federation, committees inside a board, classes inside a school. Common Ground mirrors that with subgroups and sub-partnerships, each with its own members, roles and feed, under the community they belong to.",
    highlights: [
      {
        title: "Subgroups under groups",
        body: "Owners and admins of a group create subgroups for committees, teams or locations.",
      },
      {
        title: "Sub-partnerships under partnerships",
        body: "A partnership can hold sub-partnerships for programs, regions or member organizations.",
      },
      {
        title: "Teams inside an event",
        body: "Events can have their own subgroups too, handy for crews, stations or teams on the day.",
      },
      {
        title: "Clearly labeled",
        body: "Lists and dashboards mark each community as a Group, Subgroup, Partnership or Sub Partnership, so members know where they are.",
      },
    ],
    steps: [
      {
        title: "Start from the parent",
        body: "Open the group, partnership or event you manage and choose to create a subgroup or sub-partnership.",
      },
      {
        title: "Give it a purpose",
        body: "Name it, describe it and add the people who belong in it.",
      },
      {
        title: "Let it run",
        body: "The subgroup posts to its own feed and keeps its own members and roles, while the parent stays the home for everyone.",
      },
    ],
    useCases: [
      {
        title: "A statewide federation",
        body: "A literacy federation runs one partnership with a sub-partnership for each local chapter, each with its own admins.",
      },
      {
        title: "A festival's volunteer crews",
        body: "A street festival event has subgroups for setup, information booth and cleanup crews, each posting its own updates.",
      },
    ],
    faq: [
      {
        question: "What happens to subgroups if the parent is deleted?",
        answer:
          "Deleting a group or partnership deletes its subgroups too, so be sure before you remove a parent.",
      },
      {
        question: "Does joining a subgroup make me a member of the parent?",
        answer: "Memberships are kept per community, so each subgroup has its own list of members and roles.",
      },
    ],
    related: ["/features/groups", "/features/partnerships", "/features/roles-privacy"],
    cta: {
      title: "Map your real structure",
      body: "Join the beta and build groups and partnerships with the layers your organization already has.",
    },
  },
  {
    section: "features",
    slug: "workspaces",
    emoji: "📝",
    menuTitle: "Workspaces",
    menuDescription: "Live-edited shared pages and file storage per community",
    title: "Workspaces for the Pages and Files Your Community Shares",
    metaDescription:
      "Every group, partnership and event has a workspace of rich-text pages edited live by several people at once, plus file storage with a clear quota.",
    lead: "Some things don't belong in a feed: the volunteer handbook, the setup checklist, the meeting minutes. Every group, partnership and event on Common Ground has a workspace of shared pages that several people can edit at the same time, plus storage for its files.",
    highlights: [
      {
        title: "Pages edited live",
        body: "Several people can write on the same rich-text page at once and see each other's changes as they type.",
      },
      {
        title: "One workspace per community",
        body: "Each group, partnership and event has its own workspace, so planning documents sit right next to the people doing the work.",
      },
      {
        title: "Files with a home",
        body: "Upload documents, images and archives to the community's storage and see how much of its quota is used.",
      },
      {
        title: "Readable by every member",
        body: "Owners and admins write and manage pages; members can read them whenever they need the details.",
      },
      {
        title: "Updates people notice",
        body: "Workspace updates are a notification type members can follow in the app, by e-mail or by push.",
      },
    ],
    steps: [
      {
        title: "Open the workspace",
        body: "Go to the group, partnership or event and open its workspace.",
      },
      {
        title: "Write together",
        body: "Create a page with a title and start writing; fellow admins can join in and edit live.",
      },
      {
        title: "Attach the files",
        body: "Upload the documents that go with it to the community's storage, within each file type's size limit.",
      },
    ],
    useCases: [
      {
        title: "A volunteer handbook",
        body: "Two coordinators rewrite the handbook together on a call, editing the same page at the same time, and every volunteer reads the new version that afternoon.",
      },
      {
        title: "An event run sheet",
        body: "The host of a charity run keeps the timeline, station assignments and the route map in the event's workspace.",
      },
    ],
    faq: [
      {
        question: "What kinds of files can we store?",
        answer:
          "Documents, text files, zip archives and images, up to 100 MB per document. Each community's storage page shows its usage.",
      },
      {
        question: "Where are the files kept?",
        answer:
          "On the server's own disk by default, or in S3-compatible object storage if the site's operator configures it.",
      },
    ],
    related: ["/features/collaboration", "/features/seamless-collaboration", "/benefits/time-saving"],
    cta: {
      title: "Give your documents a home",
      body: "Join the beta and keep your community's pages and files next to its people.",
    },
  },
  {
    section: "features",
    slug: "unified-tracking",
    emoji: "📋",
    menuTitle: "Unified Tracking",
    menuDescription: "Your hours, registrations and events across every community",
    title: "One Record of Everything You Do, Across Every Community",
    metaDescription:
      "See your volunteer hours, event registrations and memberships across every group, partnership and event you belong to, in one place.",
    lead: "Most people volunteer in more than one place: a school, a faith community, a neighborhood group. Instead of a separate record in each, Common Ground gives every member one dashboard and one volunteer history that spans all the communities they belong to.",
    highlights: [
      {
        title: "One dashboard",
        body: "Your groups, partnerships and upcoming events sit side by side, each with your role, from Host to Volunteer.",
      },
      {
        title: "One volunteer history",
        body: "Every hour you log, wherever you served, appears in one list with its status and your verified total.",
      },
      {
        title: "Registrations at a glance",
        body: "Events you've registered for show when they start, in a relative time like 'in 3 days', and events you host are listed too.",
      },
      {
        title: "Milestones across communities",
        body: "Verified hours from every community count toward the same milestone badges.",
      },
    ],
    steps: [
      {
        title: "Belong to several communities",
        body: "Join the groups and partnerships you're part of in real life and register for their events.",
      },
      {
        title: "Log time as you go",
        body: "Record hours against the event or organization they were for, and let each host or admin verify them.",
      },
      {
        title: "Check one place",
        body: "Open your dashboard and volunteer history to see everything together.",
      },
    ],
    useCases: [
      {
        title: "A high-school senior",
        body: "A student who tutors, coaches and helps at a food bank sees all her verified hours in one history when it's time to list them on a college application.",
      },
      {
        title: "A retiree on three boards",
        body: "He checks one dashboard each morning to see which of his three organizations' events are coming up and where he's volunteering.",
      },
    ],
    faq: [
      {
        question: "Can the organizations see all of my hours?",
        answer:
          "Each community's admins see what was logged with their community. Your full history across communities is on your profile's volunteer history page.",
      },
      {
        question: "Does it include hours from outside Common Ground?",
        answer:
          "You can log hours for service that wasn't a Common Ground event and link them to one of your groups or partnerships; they count once an admin there verifies them.",
      },
    ],
    related: ["/features/reporting", "/features/members", "/features/volunteer-management"],
    cta: {
      title: "Keep one record instead of five",
      body: "Join the beta and bring all your communities, hours and events into one view.",
    },
  },
  {
    section: "features",
    slug: "web-of-impact",
    emoji: "🕸️",
    menuTitle: "Web of Impact",
    menuDescription: "How members, groups, partnerships and events connect",
    title: "See How People, Groups, Partnerships and Events Connect",
    metaDescription:
      "Members, groups, partnerships and events are linked through memberships, connections and registrations, so you can see who is involved where.",
    lead: "Impact rarely comes from one organization alone. On Common Ground, members connect with each other, belong to groups and partnerships, and register for events on their behalf, and every one of those links is visible and searchable.",
    highlights: [
      {
        title: "People linked to people",
        body: "Connections between members bring each other's posts into their feeds and show who knows whom.",
      },
      {
        title: "People linked to communities",
        body: "Memberships show which groups and partnerships a person belongs to and in what role.",
      },
      {
        title: "Communities linked to events",
        body: "When members register on behalf of a group or partnership, the registration records which organization each person came with.",
      },
      {
        title: "Everything is searchable",
        body: "Search members, groups, partnerships and events from one box and follow the links from there.",
      },
    ],
    steps: [
      {
        title: "Connect",
        body: "Send and accept connection requests with the people you work alongside.",
      },
      {
        title: "Join and register",
        body: "Join communities and register for events, for yourself or on behalf of a group or partnership.",
      },
      {
        title: "Follow the threads",
        body: "From search results, member lists and profiles, move on to the people and communities connected to them.",
      },
    ],
    useCases: [
      {
        title: "Finding a partner for a new program",
        body: "A nonprofit director looks up a business that registered employees for last month's cleanup and reaches out to its community lead.",
      },
      {
        title: "Spotting connectors",
        body: "A chamber's staff notice the members who belong to several partnerships and invite them to co-chair a joint event.",
      },
    ],
    faq: [
      {
        question: "Is there a visual network map?",
        answer:
          "Not as a diagram. The connections appear on profiles, community pages, event registrations and search results, and you follow them from there.",
      },
      {
        question: "Can I remove a connection?",
        answer: "Yes. Connections can be declined when requested and removed later at any time.",
      },
    ],
    related: ["/features/members", "/features/seamless-collaboration", "/communities/chamber-commerce"],
    cta: {
      title: "Make your network visible",
      body: "Join the beta and see how your people, communities and events fit together.",
    },
  },
  {
    section: "features",
    slug: "recognize-impact",
    emoji: "🌟",
    menuTitle: "Recognize Impact",
    menuDescription: "Verified hours that feed badges, points and reports",
    title: "Turn Verified Hours Into Recognition and Results",
    metaDescription:
      "One verified hour does three jobs: it moves a member toward a milestone badge, earns points, and adds to the community's report and estimated value.",
    lead: "When a host verifies an hour on Common Ground, it doesn't just sit in a list. That one approval moves the volunteer toward a milestone badge, adds points on the community's leaderboard and counts in the report you share with your board or funders.",
    highlights: [
      {
        title: "One approval, three results",
        body: "Verifying a log updates the volunteer's history, their points and badges, and the community's report at the same time.",
      },
      {
        title: "Recognition for the volunteer",
        body: "Verified totals unlock badges at 10, 25, 50, 100, 250 and 500 hours and earn points.",
      },
      {
        title: "Results for the organization",
        body: "The same hours appear in the community's report with their estimated dollar value and in the CSV export.",
      },
      {
        title: "A record both sides trust",
        body: "Volunteers see which hours were verified and which were rejected; admins know every figure was reviewed.",
      },
    ],
    steps: [
      {
        title: "A volunteer logs hours",
        body: "They note the date, hours and what they did, linked to the event, shift or organization.",
      },
      {
        title: "The host or an admin reviews",
        body: "They verify or reject the log.",
      },
      {
        title: "Recognition and reporting follow",
        body: "Badges, points and report totals update without anyone copying numbers by hand.",
      },
    ],
    useCases: [
      {
        title: "A volunteer appreciation night",
        body: "A hospital auxiliary reads out everyone who passed 100 verified hours this year and shows the total value of their time from the report.",
      },
      {
        title: "A corporate responsibility summary",
        body: "A company's community lead verifies employees' hours at partner events and shares both the badge count and the exported figures with leadership.",
      },
    ],
    faq: [
      {
        question: "What counts as a verified hour?",
        answer:
          "An hour from a log that the event host or an admin of the related group or partnership has approved.",
      },
      {
        question: "Do pending hours earn anything?",
        answer:
          "Not yet. Pending logs appear in the volunteer's history and start counting toward badges, points and reports once they're verified.",
      },
    ],
    related: ["/features/recognition", "/features/reporting", "/features/volunteer-management"],
    cta: {
      title: "Let every verified hour count twice",
      body: "Join the beta and connect your volunteers' recognition to the results you report.",
    },
  },
  {
    section: "features",
    slug: "seamless-collaboration",
    emoji: "🔗",
    menuTitle: "Seamless Collaboration",
    menuDescription: "Work across organizations with partnerships and joint events",
    title: "Collaborate Across Organizations, Not Just Within Them",
    metaDescription:
      "Partnerships, joint events and registering on behalf of a group or partnership let nonprofits, businesses and schools work together in one place.",
    lead: "The biggest projects involve more than one organization: a nonprofit, a business sponsor, a school, a city program. Common Ground gives them shared ground to work on, with partnerships for the alliance, events that several organizations take part in, and registrations that show who each person is representing.",
    highlights: [
      {
        title: "A partnership for the joint effort",
        body: "Create a partnership that people from every participating organization join, with its own feed, roles and workspace.",
      },
      {
        title: "Events run together",
        body: "Create the event, plan its logistics in the partnership's workspace, and let every partner's people register.",
      },
      {
        title: "Registering for your organization",
        body: "Members can register for an event on behalf of a group or partnership they belong to, so hosts see which organizations are sending people.",
      },
      {
        title: "Employees alongside volunteers",
        body: "A separate employee registration type lets a business's staff take part visibly next to community volunteers.",
      },
    ],
    steps: [
      {
        title: "Set up the partnership",
        body: "One organization creates it and the others' people join; admins can come from any partner.",
      },
      {
        title: "Plan together",
        body: "Write the plan in the partnership's workspace and coordinate in its feed.",
      },
      {
        title: "Show up together",
        body: "Each organization registers its people for the event on its own behalf, and hosts verify everyone's hours afterwards.",
      },
    ],
    useCases: [
      {
        title: "A school and a business",
        body: "A middle school and a local engineering firm run a science fair together: the firm's staff register as employees, the school's parent group registers its volunteers.",
      },
      {
        title: "A disaster-relief network",
        body: "Four relief organizations share one partnership and register their teams for each distribution day under their own names.",
      },
    ],
    faq: [
      {
        question: "How is this different from the Collaboration feature?",
        answer:
          "Collaboration is about working together inside one community. This is about several organizations working together through partnerships, joint events and registrations on each other's behalf.",
      },
      {
        question: "Do partner organizations need their own Common Ground site?",
        answer:
          "No. They join the same site; each organization can have its own group or partnership and also take part in the shared one.",
      },
    ],
    related: ["/features/partnerships", "/features/collaboration", "/communities/alliances"],
    cta: {
      title: "Bring your partners onto shared ground",
      body: "Join the beta and run your next joint project in one place instead of five inboxes.",
    },
  },
  {
    section: "features",
    slug: "impact-storytelling",
    emoji: "📸",
    menuTitle: "Impact Storytelling",
    menuDescription: "Posts, photos and share links that show what you achieved",
    title: "Tell the Story of What Your Community Achieved",
    metaDescription:
      "Share photos, videos and updates from your events, with share links that preview outside the app, so people see what your community achieved.",
    lead: "Numbers prove the work happened; stories make people care. On Common Ground, the photos from Saturday, the thank-you post and the recap with the final tally live in your community's feed, and a share link carries them to the people who weren't there.",
    highlights: [
      {
        title: "Photos and video from the day",
        body: "Post images and videos up to 50 MB each, straight from a phone, to the event or community where they happened.",
      },
      {
        title: "Room for the full story",
        body: "Up to 5,000 characters per post is enough for a real recap, not just a caption.",
      },
      {
        title: "Links that look good when shared",
        body: "Every post has a share link that shows a preview on other sites and invites visitors to join.",
      },
      {
        title: "Stories with people in them",
        body: "Mention the volunteers who made it happen; they're notified and can pass the post along.",
      },
    ],
    steps: [
      {
        title: "Capture it",
        body: "During or after an event, post photos and a few words to the event's feed.",
      },
      {
        title: "Add the results",
        body: "Pull the verified hours and registrations from your report into a recap post.",
      },
      {
        title: "Share it beyond the app",
        body: "Copy the post's share link into your newsletter, website or social media.",
      },
    ],
    useCases: [
      {
        title: "A beach cleanup recap",
        body: "The organizer posts before-and-after photos, thanks the shift leads by name and shares the link in the city's community newsletter.",
      },
      {
        title: "A school's service week",
        body: "Each class posts a photo from its project, and the principal shares a recap post with families at the end of the week.",
      },
    ],
    faq: [
      {
        question: "Can people outside Common Ground see shared posts?",
        answer:
          "They see a preview and an invitation to sign in or join. The full post and its comments are for signed-in members.",
      },
      {
        question: "Can we post from the event itself?",
        answer:
          "Yes. Common Ground works in a phone's browser and installs like an app, so you can post photos while the day is still happening.",
      },
    ],
    related: ["/benefits/amplify-reach", "/features/awareness", "/features/recognize-impact"],
    cta: {
      title: "Show people what you did together",
      body: "Join the beta and start telling your community's story where your members already are.",
    },
  },
];
