import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
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
      body: "Members post, comment and read the workspace; their role appears next to their name.",
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
};
