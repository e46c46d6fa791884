import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
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
};
