import { supervisorTokenHash } from "../../commands/volunteering/supervisor-links";
import { newTranscriptCode } from "../../commands/volunteering/transcripts";
import type { Executor } from "../../db/client";
import {
  hourLogSupervisorLinks,
  hourRequirements,
  hourTranscripts,
  volunteerHourLogs,
} from "../../db/schema";
import type { EntityFixture, MemberFixture } from "../factories";
import type { Who } from "./who";

type Acting = Exclude<Who, "visitor">;

/** Volunteer hours for the access sweep's rows (issue 29; hours-rows.ts, organisation-hours-rows.ts). */
export interface HoursWorld {
  /**
   * The bystander's pending hours credited to the private group, its subgroup, the private
   * partnership and the private event: their verification queues.
   */
  queuedLogs: Record<"group" | "subgroup" | "partnership" | "event", string>;
  /** A transcript of each actor's own (one verified log of 1 December 2025), and the bystander's. */
  transcripts: Record<Acting, string>;
  bystanderTranscript: string;
  /**
   * A service-hour requirement of the private group and of the private partnership, and one of
   * each per actor to delete.
   */
  requirements: Record<"group" | "partnership", string>;
  doomedRequirements: Record<"group" | "partnership", Record<Acting, string>>;
  /** The secret of a supervisor's link to the bystander's pending hours for an outside organisation. */
  supervisorToken: string;
}

export async function buildHoursWorld(
  db: Executor,
  members: Record<Acting, MemberFixture>,
  bystander: MemberFixture,
  {
    privateGroup,
    subgroup,
    privatePartnership,
    privateEvent,
  }: Record<"privateGroup" | "subgroup" | "privatePartnership" | "privateEvent", EntityFixture>,
): Promise<HoursWorld> {
  const actors = Object.keys(members) as Acting[];
  const perActor = async (make: (who: Acting) => Promise<string>) =>
    Object.fromEntries(await Promise.all(actors.map(async (who) => [who, await make(who)]))) as Record<
      Acting,
      string
    >;
  const queued = async (credit: Partial<typeof volunteerHourLogs.$inferInsert>) => {
    const [log] = await db
      .insert(volunteerHourLogs)
      .values({ userId: bystander.id, source: "self", workDate: "2026-02-02", minutes: 60, ...credit })
      .returning({ id: volunteerHourLogs.id });
    return log?.id as string;
  };
  const queuedLogs = {
    group: await queued({ groupId: privateGroup.id }),
    subgroup: await queued({ groupId: subgroup.id }),
    partnership: await queued({ partnershipId: privatePartnership.id }),
    event: await queued({ eventId: privateEvent.id }),
  };
  const supervisorToken = "sweep-supervisor-link-secret-0123456789";
  await db.insert(hourLogSupervisorLinks).values({
    logId: await queued({
      outsideOrganisation: "Riverside Food Bank",
      supervisorEmail: "sam@riverside.example",
    }),
    tokenHash: supervisorTokenHash(supervisorToken),
    email: "sam@riverside.example",
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
  });
  const transcriptOf = async (member: MemberFixture) => {
    const logId = await queued({ userId: member.id, status: "verified", workDate: "2025-12-01" });
    const code = newTranscriptCode();
    await db.insert(hourTranscripts).values({
      code,
      userId: member.id,
      memberName: "Sweep Member",
      periodFrom: "2025-12-01",
      periodTo: "2025-12-01",
      totalMinutes: 60,
      entries: [
        {
          logId,
          workDate: "2025-12-01",
          organisation: "Riverside Food Bank",
          event: null,
          shift: null,
          minutes: 60,
          verifiedBy: "Sweep Verifier",
          verifiedAt: null,
        },
      ],
    });
    return code;
  };
  const requirementOf = async (owner: { groupId?: number; partnershipId?: number }) => {
    const [row] = await db
      .insert(hourRequirements)
      .values({
        ...owner,
        title: "Sweep requirement",
        requiredMinutes: 600,
        periodFrom: "2026-09-01",
        periodTo: "2027-05-31",
        kinds: ["attendance", "organisation", "outside"],
      })
      .returning({ id: hourRequirements.id });
    return row?.id as string;
  };
  const requirements = {
    group: await requirementOf({ groupId: privateGroup.id }),
    partnership: await requirementOf({ partnershipId: privatePartnership.id }),
  };
  const doomedRequirements = {
    group: await perActor(() => requirementOf({ groupId: privateGroup.id })),
    partnership: await perActor(() => requirementOf({ partnershipId: privatePartnership.id })),
  };
  const transcripts = await perActor((who) => transcriptOf(members[who]));
  const bystanderTranscript = await transcriptOf(bystander);
  return { queuedLogs, transcripts, bystanderTranscript, requirements, doomedRequirements, supervisorToken };
}
