import type { EntityType } from "../../../shared/enums";
import { ListEmpty, ListError, LoadMore } from "../../components/entities/list-states";
import { RelativeTime } from "../../components/ui/relative-time";
import { type LogEntry, useModerationLogQuery } from "../../queries/moderation";

const name = (who: { firstName: string; lastName: string } | null) =>
  who ? `${who.firstName} ${who.lastName}` : "A former member";
const role = (value: string | null) => value ?? "no role";

/** One line of the log in words: who did what to whom. */
function logLine(entry: LogEntry): string {
  const actor = name(entry.actor);
  const subject = name(entry.subject);
  switch (entry.action) {
    case "post.removed":
      return `${actor} removed a post by ${subject}`;
    case "comment.removed":
      return `${actor} removed a comment by ${subject}`;
    case "report.dismissed":
      return `${actor} dismissed a report`;
    case "member.removed":
      return `${actor} removed ${subject} (${role(entry.fromRole)})`;
    case "role.changed":
      return `${actor} changed ${subject}'s role from ${role(entry.fromRole)} to ${role(entry.toRole)}`;
    case "ownership.transferred":
      return `${actor} handed ownership to ${subject}`;
    case "request.approved":
      return `${actor} approved ${subject}'s request to join`;
    case "request.declined":
      return `${actor} declined ${subject}'s request to join`;
    case "invitation.sent":
      return `${actor} invited ${entry.email ?? "an address"}`;
    case "invitation.revoked":
      return `${actor} withdrew the invitation to ${entry.email ?? "an address"}`;
    default:
      return `${actor}: ${entry.action}`;
  }
}

/** What the entity's moderators and admins did, newest first, with reasons and removed words. */
export function LogTab({ type, id, enabled }: { type: EntityType; id: number; enabled: boolean }) {
  const list = useModerationLogQuery(type, id, enabled);
  if (list.isPending) return <p role="status">Loading the log...</p>;
  if (list.isError && !list.data) {
    return (
      <ListError
        message="Could not load the log."
        onRetry={() => list.refetch()}
        retrying={list.isRefetching}
      />
    );
  }
  const entries = list.data.pages.flatMap((page) => page.entries);
  if (!entries.length)
    return (
      <ListEmpty
        title="Nothing logged yet"
        text="Removals, role changes and answered requests appear here."
      />
    );
  return (
    <div>
      <ol className="divide-y rounded-lg border bg-card">
        {entries.map((entry) => (
          <li key={entry.id} className="grid gap-1 p-3 text-sm">
            <p>
              {logLine(entry)} <RelativeTime date={entry.createdAt} className="text-muted-foreground" />
            </p>
            {entry.reason && <p className="text-muted-foreground">Reason: {entry.reason}</p>}
            {entry.content && (
              <blockquote className="whitespace-pre-wrap break-words border-l-4 pl-3 text-muted-foreground">
                {entry.content.excerpt}
              </blockquote>
            )}
          </li>
        ))}
      </ol>
      <LoadMore
        hasNextPage={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onLoad={() => list.fetchNextPage()}
      />
    </div>
  );
}
