import type { MarketingPageBody } from "../../types";

export const body: MarketingPageBody = {
  metaDescription:
    "Run clubs and classes as private groups, organize family volunteers, track students' service hours against your requirements, and keep staff in charge.",
  lead: "Schools juggle clubs, school events, service-hour requirements and a steady need for family volunteers. Common Ground gives them a supervised place to organize them, with staff as admins and moderators of every space, and verified service hours that students share with the school to count toward its requirements.",
  highlights: [
    {
      title: "Service hours verified by staff",
      body: "Students check in at shifts or log their hours, and the teacher or coordinator hosting the activity verifies them, so graduation requirements rest on confirmed work.",
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
      title: "Requirements with progress",
      body: "Set a service-hour requirement for the school year. Students who share their hours with the school follow their progress, and staff see everyone's, least done first, and can download it as a spreadsheet.",
    },
    {
      title: "Milestones students can aim for",
      body: "Badges at 10, 25, 50, 100, 250 and 500 verified hours give students visible goals, staff can give awards of their own, and students can choose not to appear on leaderboards.",
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
      title: "Verify and follow progress",
      body: "Teachers verify hours, students see how far they are from the requirement, and staff download everyone's progress when records are due.",
    },
  ],
  useCases: [
    {
      title: "A high-school service requirement",
      body: "Seniors volunteer at local nonprofits' events, the hosts verify their hours, and the counselor checks each student's progress toward the 40-hour requirement before graduation.",
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
      answer:
        "No. Any member can opt out of leaderboards; they keep their points, and their hours and badges still count.",
    },
    {
      question: "Can hours from outside organizations count?",
      answer:
        "Yes. Hours verified by other communities on Common Ground count, and so do hours served with an organization that isn't on it: its supervisor verifies them from a link sent by e-mail, without an account. When you set a requirement you choose which of these kinds count.",
    },
  ],
  related: ["/features/volunteer-management", "/features/gamification", "/features/subgroups"],
  cta: {
    title: "Make service part of school life",
    body: "Join the beta and organize your school's clubs, events and volunteers in one supervised place.",
  },
};
