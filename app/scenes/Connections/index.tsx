import { useState } from "react";
import { Link } from "react-router";
import type { ConnectionDirection } from "../../../shared/schemas/connections";
import { Avatar } from "../../components/avatar";
import { ListEmpty, ListError, PeopleSkeleton } from "../../components/connections/list-states";
import { Button } from "../../components/ui/button";
import { ModalDialog, ModalDialogClose } from "../../components/ui/modal-dialog";
import { PageMeta } from "../../lib/page-meta";
import { toast } from "../../lib/toast";
import {
  type ConnectionEntry,
  useConnectionListQuery,
  useConnectionMutation,
} from "../../queries/connections";

const SECTIONS: { direction: ConnectionDirection; title: string; empty: string; hint: string }[] = [
  {
    direction: "incoming",
    title: "Requests",
    empty: "No connection requests",
    hint: "When someone asks to connect with you, it shows here.",
  },
  {
    direction: "outgoing",
    title: "Sent requests",
    empty: "No pending requests",
    hint: "Requests you send wait here until they are answered.",
  },
  {
    direction: "connected",
    title: "Connections",
    empty: "No connections yet",
    hint: "Find people on the Members page and connect with them.",
  },
];

const failed = (error: unknown) =>
  toast.error(error instanceof Error ? error.message : "Something went wrong. Please try again.");

function EntryActions({ entry, name }: { entry: ConnectionEntry; name: string }) {
  const mutation = useConnectionMutation();
  const [confirming, setConfirming] = useState(false);
  const target = { userId: entry.member.userId, connectionId: entry.id };
  const run = (kind: "accept" | "decline" | "remove") =>
    mutation.mutate({ kind, ...target }, { onError: failed, onSuccess: () => setConfirming(false) });
  const busy = mutation.isPending;
  return (
    <div className="flex gap-2">
      {entry.can.accept && (
        <Button
          size="sm"
          disabled={busy}
          aria-label={`Accept ${name}'s connection request`}
          onClick={() => run("accept")}
        >
          Accept
        </Button>
      )}
      {entry.can.decline && (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`Decline ${name}'s connection request`}
          onClick={() => run("decline")}
        >
          Decline
        </Button>
      )}
      {entry.can.cancel && (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`Cancel the connection request to ${name}`}
          onClick={() => run("remove")}
        >
          Cancel
        </Button>
      )}
      {entry.can.remove && (
        <>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            aria-label={`Remove the connection with ${name}`}
            onClick={() => setConfirming(true)}
          >
            Remove
          </Button>
          <ModalDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Remove connection?"
            description={`You and ${name} will no longer be connected. Either of you can ask again later.`}
          >
            <div className="mt-6 flex justify-end gap-2">
              <ModalDialogClose asChild>
                <Button variant="outline">Keep</Button>
              </ModalDialogClose>
              <Button variant="destructive" disabled={busy} onClick={() => run("remove")}>
                {busy ? "Removing..." : "Remove"}
              </Button>
            </div>
          </ModalDialog>
        </>
      )}
    </div>
  );
}

function Section({ direction, title, empty, hint }: (typeof SECTIONS)[number]) {
  const list = useConnectionListQuery(direction);
  const entries = list.data?.pages.flatMap((page) => page.connections) ?? [];
  const headingId = `connections-${direction}`;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-3">
        {list.isPending ? (
          <PeopleSkeleton rows={2} label={`Loading ${title.toLowerCase()}`} />
        ) : list.isError && entries.length === 0 ? (
          <ListError message={`Could not load ${title.toLowerCase()}.`} onRetry={() => list.refetch()} />
        ) : entries.length === 0 ? (
          <ListEmpty title={empty} hint={hint} />
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-3" aria-labelledby={headingId}>
              {entries.map((entry) => {
                const name = `${entry.member.firstName} ${entry.member.lastName}`;
                return (
                  <li
                    key={entry.id}
                    className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-4"
                  >
                    <Avatar src={entry.member.avatarUrl} name={name} type="user" decorative />
                    <div className="min-w-0 flex-1">
                      <Link to={`/profile/${entry.member.userId}`} className="font-medium hover:underline">
                        {name}
                      </Link>
                      <p className="text-sm text-muted-foreground">
                        {direction === "connected" && entry.respondedAt
                          ? `Connected since ${new Date(entry.respondedAt).toLocaleDateString()}`
                          : `Requested ${new Date(entry.requestedAt).toLocaleDateString()}`}
                      </p>
                    </div>
                    <EntryActions entry={entry} name={name} />
                  </li>
                );
              })}
            </ul>
            {list.isFetchNextPageError && (
              <ListError
                message={`Could not load more ${title.toLowerCase()}.`}
                onRetry={() => list.fetchNextPage()}
              />
            )}
            {list.hasNextPage && !list.isFetchNextPageError && (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="outline"
                  onClick={() => list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                >
                  {list.isFetchingNextPage ? "Loading..." : "Load more"}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}

/** /connections (spec §2): requests to answer, requests sent, and connections, each a page at a time. */
export function ConnectionsScene() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageMeta title="Connections" robots="noindex, follow" />
      <h1 className="text-3xl font-bold tracking-tight">Connections</h1>
      <p className="mt-1 text-muted-foreground">
        Answer requests, follow up on the ones you sent, and keep track of who you are connected with.
      </p>
      {SECTIONS.map((section) => (
        <Section key={section.direction} {...section} />
      ))}
    </div>
  );
}
