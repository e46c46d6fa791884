import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { Link } from "react-router";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import { type ReportEntry, useDismissReportMutation } from "../../queries/moderation";
import { ListEmpty, ListError, LoadMore } from "../entities/list-states";
import { Button } from "../ui/button";
import { RelativeTime } from "../ui/relative-time";
import { ModerationActions } from "./moderation-actions";

type ReportPages = UseInfiniteQueryResult<
  InfiniteData<{ reports: ReportEntry[]; nextCursor: string | null }>
>;

const person = (who: { firstName: string; lastName: string } | null) =>
  who ? `${who.firstName} ${who.lastName}` : "A former member";

/**
 * A queue of reports, oldest first: what was reported, why, and Open, Remove and Dismiss. A
 * community's Reports tab and the platform admins' /reports page show it.
 */
export function ReportQueue({ list, emptyText }: { list: ReportPages; emptyText: string }) {
  if (list.isPending) return <p role="status">Loading reports...</p>;
  if (list.isError && !list.data) {
    return (
      <ListError
        message="Could not load the reports."
        onRetry={() => list.refetch()}
        retrying={list.isRefetching}
      />
    );
  }
  const reports = list.data.pages.flatMap((page) => page.reports);
  if (!reports.length) return <ListEmpty title="Nothing to review" text={emptyText} />;
  return (
    <div>
      <ul className="grid gap-3">
        {reports.map((report) => (
          <ReportItem key={report.id} report={report} />
        ))}
      </ul>
      <LoadMore
        hasNextPage={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onLoad={() => list.fetchNextPage()}
      />
    </div>
  );
}

function ReportItem({ report }: { report: ReportEntry }) {
  const dismiss = useDismissReportMutation();
  const { content } = report;
  const author = person(content.author);
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-4">
      <p className="text-sm text-muted-foreground">
        {person(report.reporter)} reported a {content.kind} by {author}{" "}
        <RelativeTime date={report.createdAt} />
      </p>
      <blockquote className="whitespace-pre-wrap break-words border-l-4 pl-3">
        {content.text ?? "This content is gone."}
      </blockquote>
      <p className="text-sm">
        <span className="font-medium">Reason: </span>
        {report.reason}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {content.postId && (
          <Button asChild variant="outline" size="sm">
            <Link to={`/posts/${content.postId}`}>Open the post</Link>
          </Button>
        )}
        {content.text !== null && (
          <ModerationActions
            content={{
              kind: content.kind,
              id: (content.kind === "comment" ? content.commentId : content.postId) ?? "",
            }}
            can={{ remove: true }}
            authorName={author}
          />
        )}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={dismiss.isPending}
          onClick={() =>
            dismiss.mutate(report.id, {
              onSuccess: () => toast.success("Report dismissed"),
              onError: (error) => toast.error(errorText(error, "Could not dismiss the report.")),
            })
          }
        >
          Dismiss
        </Button>
      </div>
    </li>
  );
}
