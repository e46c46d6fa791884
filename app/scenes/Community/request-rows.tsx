import { useState } from "react";
import { Link } from "react-router";
import { Avatar } from "../../components/avatar";
import { Button } from "../../components/ui/button";
import { ConfirmDeleteDialog } from "../../components/ui/confirm-delete-dialog";
import { RelativeTime } from "../../components/ui/relative-time";

/** "March 2026": when a partner joined, as a coalition's members would say it. */
export const SINCE = new Intl.DateTimeFormat(undefined, { month: "long", year: "numeric" });

/** Who or what a row is about: its page, its picture and its name. */
interface RowSubject {
  href: string;
  picture: string | null;
  pictureType: "user" | "group" | "partnership";
  name: string;
}

/**
 * A request to join, waiting for an answer: who asked, when, their message, and Approve and
 * Decline when the viewer may answer (a member's request, a group's request to be a partner).
 */
export function RequestRow({
  subject,
  askedAt,
  message,
  canAnswer,
  busy,
  onAnswer,
}: {
  subject: RowSubject;
  askedAt: string;
  message: string | null;
  canAnswer: boolean;
  busy: boolean;
  onAnswer: (kind: "approve" | "decline") => void;
}) {
  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-start">
      <Link to={subject.href} tabIndex={-1} aria-hidden="true">
        <Avatar src={subject.picture} name={subject.name} type={subject.pictureType} decorative />
      </Link>
      <div className="min-w-0 flex-1">
        <p>
          <Link to={subject.href} className="break-words font-medium hover:underline">
            {subject.name}
          </Link>{" "}
          <span className="text-sm text-muted-foreground">
            asked <RelativeTime date={askedAt} />
          </span>
        </p>
        {message && <p className="mt-1 whitespace-pre-wrap break-words text-sm">{message}</p>}
      </div>
      {canAnswer && (
        <div className="flex gap-2">
          <Button
            type="button"
            size="sm"
            disabled={busy}
            aria-label={`Approve ${subject.name}`}
            onClick={() => onAnswer("approve")}
          >
            Approve
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy}
            aria-label={`Decline ${subject.name}`}
            onClick={() => onAnswer("decline")}
          >
            Decline
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * One side of a partnership, seen from the other (a partner group from its partnership, a
 * partnership from its group): since when, and End partnership, asked once more, when allowed.
 */
export function PartnershipRow({
  subject,
  joinedAt,
  canEnd,
  confirm,
  busy,
  onEnd,
}: {
  subject: RowSubject;
  joinedAt: string;
  canEnd: boolean;
  confirm: { title: string; description: string };
  busy: boolean;
  /** Ends it; `done` closes the question once it has. */
  onEnd: (done: () => void) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-3">
      <Link to={subject.href} className="flex min-w-0 flex-1 items-center gap-3 hover:underline">
        <Avatar src={subject.picture} name={subject.name} type={subject.pictureType} decorative />
        <span className="min-w-0 break-words font-medium">{subject.name}</span>
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3 sm:justify-end">
        <span className="text-sm text-muted-foreground">
          Partner since <time dateTime={joinedAt}>{SINCE.format(new Date(joinedAt))}</time>
        </span>
        {canEnd && (
          <>
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-label={`End partnership with ${subject.name}`}
              onClick={() => setConfirming(true)}
            >
              End partnership
            </Button>
            <ConfirmDeleteDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={confirm.title}
              description={confirm.description}
              busy={busy}
              confirmLabel="End partnership"
              pendingLabel="Ending..."
              onConfirm={() => onEnd(() => setConfirming(false))}
            />
          </>
        )}
      </div>
    </li>
  );
}
