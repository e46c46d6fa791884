import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Run clubs and classes as private groups, organize family volunteers for school events, and keep staff in charge. Service-hour tracking is coming.",
  lead: "Schools juggle clubs, school events and a steady need for family volunteers. Common Ground gives them a supervised place to organize them, with staff as admins and moderators of every space.",
  highlights: [
    {
      title: "Service hours verified by staff",
      coming: true,
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
      coming: true,
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
      coming: true,
      body: "Teachers verify hours, students earn badges, and the school exports the totals when records are due.",
    },
  ],
  useCases: [
    {
      title: "A high-school service requirement",
      coming: true,
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
      coming: true,
      answer: "No. Any member can opt out of leaderboards; their hours and badges still count.",
    },
    {
      question: "Can hours from outside organizations count?",
      coming: true,
      answer:
        "Yes, when the hours are logged for an event or community on the site and its host or admin verifies them.",
    },
  ],
  related: ["/features/volunteer-management", "/features/gamification", "/features/subgroups"],
  cta: {
    title: "Make service part of school life",
    body: "Join the beta and organize your school's clubs, events and volunteers in one supervised place.",
  },
};
