import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
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
        "On the servers that run your Common Ground site, or in a cloud storage service your site's operator chooses.",
    },
  ],
  related: ["/features/collaboration", "/features/seamless-collaboration", "/benefits/time-saving"],
  cta: {
    title: "Give your documents a home",
    body: "Join the beta and keep your community's pages and files next to its people.",
  },
};
