import { ORGANIZATION_TYPE_LABELS } from "../../../shared/enums";
import { cn } from "../../lib/cn";
import type { AdminBetaSignup } from "../../queries/beta-management";
import { NoteEditor } from "./note-editor";
import { ReviewActions } from "./review-actions";
import { formatDateTime, STATUS_LABELS } from "./status";

const STATUS_CLASS: Record<AdminBetaSignup["status"], string> = {
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100",
  approved: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100",
  declined: "bg-muted text-foreground",
};

/** One sign-up: what the form said, where it stands, the admins' note and what may be done next. */
export function SignupCard({ signup }: { signup: AdminBetaSignup }) {
  const headingId = `beta-signup-${signup.id}`;
  return (
    <article aria-labelledby={headingId} className="grid gap-4 rounded-lg border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words">
            {signup.organization}
          </h2>
          <p className="text-sm text-muted-foreground">
            {ORGANIZATION_TYPE_LABELS[signup.organizationType]} · signed up {formatDateTime(signup.createdAt)}
          </p>
        </div>
        <span className={cn("rounded-full px-2.5 py-0.5 text-sm font-medium", STATUS_CLASS[signup.status])}>
          {STATUS_LABELS[signup.status]}
        </span>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">Name</dt>
        <dd className="break-words">{signup.name}</dd>
        <dt className="font-medium">Email</dt>
        <dd className="break-all">
          <a href={`mailto:${signup.email}`} className="text-primary underline underline-offset-2">
            {signup.email}
          </a>
        </dd>
        <dt className="font-medium">Message</dt>
        <dd className="whitespace-pre-wrap break-words">
          {signup.message || <span className="text-muted-foreground">No message.</span>}
        </dd>
        {signup.reviewedAt && (
          <>
            <dt className="font-medium">{signup.status === "declined" ? "Declined on" : "Approved on"}</dt>
            <dd>
              {formatDateTime(signup.reviewedAt)}
              {signup.reviewedBy ? ` by ${signup.reviewedBy}` : ""}
            </dd>
          </>
        )}
        {signup.invitedAt && signup.status === "approved" && (
          <>
            <dt className="font-medium">Invitation</dt>
            <dd>Invitation sent on {formatDateTime(signup.invitedAt)}</dd>
          </>
        )}
      </dl>
      <NoteEditor signup={signup} />
      <ReviewActions signup={signup} />
    </article>
  );
}
