import type { Executor } from "../db/client";
import { betaSignups } from "../db/schema";

type DemoBetaSignup = Pick<
  typeof betaSignups.$inferInsert,
  "name" | "email" | "organization" | "organizationType" | "message" | "status"
> & { daysAgo: number };

/**
 * Organisations on the beta list, so that a platform admin of the demo (ADMIN_EMAILS) finds
 * /admin/beta-management with sign-ups to answer: most waiting, one approved, one declined.
 */
const DEMO_BETA_SIGNUPS: DemoBetaSignup[] = [
  {
    name: "Marisol Ortega",
    email: "marisol@harborliteracy.example.org",
    organization: "Harbor Literacy Project",
    organizationType: "nonprofit",
    message: "We run 40 reading tutors across six libraries and track their hours on paper.",
    status: "pending",
    daysAgo: 1,
  },
  {
    name: "Dev Patel",
    email: "dev.patel@northgatechamber.example.org",
    organization: "Northgate Chamber of Commerce",
    organizationType: "chamber_of_commerce",
    message: "Our members want to show the volunteer days their staff give. 120 member businesses.",
    status: "pending",
    daysAgo: 2,
  },
  {
    name: "Grace Liu",
    email: "gliu@lincolnhigh.example.org",
    organization: "Lincoln High School",
    organizationType: "school",
    message: "Students need 40 verified service hours to graduate.",
    status: "pending",
    daysAgo: 3,
  },
  {
    name: "Sam Okafor",
    email: "sam@bakeryandco.example.org",
    organization: "Okafor Bakery & Co.",
    organizationType: "business",
    message: "",
    status: "pending",
    daysAgo: 5,
  },
  {
    name: "Helen Brandt",
    email: "helen@watershedalliance.example.org",
    organization: "Upper Valley Watershed Alliance",
    organizationType: "alliance",
    message: "Eleven member groups, one shared clean-up calendar.",
    status: "approved",
    daysAgo: 9,
  },
  {
    name: "Tom Reyes",
    email: "tom@example.org",
    organization: "Tom's test",
    organizationType: "other",
    message: "just testing",
    status: "declined",
    daysAgo: 12,
  },
];

/** Adds the demo's beta sign-ups (an address already on the list is left as it is). */
export async function seedDemoBetaSignups(tx: Executor, now: Date): Promise<void> {
  await tx
    .insert(betaSignups)
    .values(
      DEMO_BETA_SIGNUPS.map(({ daysAgo, ...signup }) => {
        const at = new Date(now.getTime() - daysAgo * 86_400_000);
        return {
          ...signup,
          createdAt: at,
          updatedAt: at,
          reviewedAt: signup.status === "pending" ? null : new Date(at.getTime() + 86_400_000),
        };
      }),
    )
    .onConflictDoNothing();
}
