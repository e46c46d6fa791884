import type { EntityType } from "../../../shared/enums";
import { ReportQueue } from "../../components/moderation/report-queue";
import { useReportsQuery } from "../../queries/moderation";

/** The reports waiting for the entity's moderators: what was reported, why, and what to do. */
export function ModerationTab({ type, id, enabled }: { type: EntityType; id: number; enabled: boolean }) {
  return (
    <ReportQueue
      list={useReportsQuery(type, id, enabled)}
      emptyText="Reports of posts and comments appear here."
    />
  );
}
