import { useParams } from "react-router";
import { Button } from "../../components/ui/button";
import { ScrollingTable } from "../../components/ui/scrolling-table";
import { usePostAudienceQuery, usePostDebugQuery, usePostNotificationsQuery } from "../../queries/debug";
import { ForbiddenScene } from "../Forbidden";
import { DebugFrame, isForbidden, QueryError } from "./frame";
import { StoredPostView } from "./stored-post";

type Job = {
  status: string;
  attempts: number;
  lastError: string | null;
  deferred: boolean;
  devicesSent: number | null;
};

/** One channel's jobs in words. */
function jobsText(jobs: Job[]): string {
  if (!jobs.length) return "No job (switched off, or pruned a week after it succeeded)";
  return jobs
    .map(
      (job) =>
        `${job.status}${job.deferred ? " (deferred)" : ""}, ${job.attempts} attempts${job.devicesSent !== null ? `, ${job.devicesSent} devices` : ""}${job.lastError ? `: ${job.lastError}` : ""}`,
    )
    .join("; ");
}

/** /post/{id}/debug: the post as stored, who it reaches and why, who was notified and how. */
export function PostDebugScene() {
  const postId = useParams().postId ?? "";
  const post = usePostDebugQuery(postId);
  const audience = usePostAudienceQuery(postId);
  const notified = usePostNotificationsQuery(postId);
  if (isForbidden(post.error)) return <ForbiddenScene />;
  const firstAudience = audience.data?.pages[0];
  return (
    <DebugFrame
      title="Post diagnostics"
      intro="The post as stored, who it reaches and why, and who was notified and how."
    >
      <QueryError error={post.error} />
      {post.data && (
        <section aria-labelledby="post-stored">
          <h2 id="post-stored" className="text-lg font-semibold">
            The post
          </h2>
          <StoredPostView post={post.data.post} />
        </section>
      )}
      <section aria-labelledby="post-audience">
        <h2 id="post-audience" className="text-lg font-semibold">
          Audience
        </h2>
        <QueryError error={audience.error} />
        {firstAudience && (
          <p className="text-sm">
            {firstAudience.rule} May read it: {firstAudience.readers}. Listed: {firstAudience.reached}.
          </p>
        )}
        <ScrollingTable label="Members the post reaches">
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">Members the post reaches</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="pr-3">
                  Member
                </th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {audience.data?.pages
                .flatMap((page) => page.members)
                .map((m) => (
                  <tr key={m.id} className="border-b">
                    <td className="pr-3">{m.name}</td>
                    <td>{m.reasons}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </ScrollingTable>
        {audience.hasNextPage && (
          <Button className="mt-2" variant="outline" onClick={() => audience.fetchNextPage()}>
            More members
          </Button>
        )}
      </section>
      <section aria-labelledby="post-notified">
        <h2 id="post-notified" className="text-lg font-semibold">
          Notified
        </h2>
        <QueryError error={notified.error} />
        <ScrollingTable label="Notifications about this post and their delivery">
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">Notifications about this post and their delivery</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="pr-3">
                  Member
                </th>
                <th scope="col" className="pr-3">
                  Notification
                </th>
                <th scope="col" className="pr-3">
                  In app
                </th>
                <th scope="col" className="pr-3">
                  E-mail
                </th>
                <th scope="col">Push</th>
              </tr>
            </thead>
            <tbody>
              {notified.data?.pages
                .flatMap((page) => page.notifications)
                .map((n) => (
                  <tr key={n.id} className="border-b align-top">
                    <td className="pr-3">{n.recipient.name}</td>
                    <td className="pr-3">
                      {n.type}: {n.message}
                    </td>
                    <td className="pr-3">{n.inApp.read ? "read" : "unread"}</td>
                    <td className="pr-3">{jobsText(n.email)}</td>
                    <td>{jobsText(n.push)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </ScrollingTable>
        {notified.isSuccess && !notified.data.pages[0]?.notifications.length && (
          <p className="text-sm text-muted-foreground">Nobody was notified of this post.</p>
        )}
        {notified.hasNextPage && (
          <Button className="mt-2" variant="outline" onClick={() => notified.fetchNextPage()}>
            More notifications
          </Button>
        )}
      </section>
    </DebugFrame>
  );
}
