import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { formatMinutes, HOUR_DECISION_NOTE_MAX_LENGTH } from "../../../shared/volunteering";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { describedBy, FormField } from "../../components/ui/form-field";
import { Textarea } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import { errorText } from "../../lib/error-text";
import {
  type SupervisorDecision,
  type SupervisorRequest,
  useSupervisorDecision,
  useSupervisorRequestQuery,
} from "../../queries/supervisor-hours";

const DONE: Record<SupervisorDecision, string> = {
  verified: "Thank you. The hours are verified.",
  declined: "Thank you. The hours are declined.",
};

/** The day the hours were served, written out: a calendar date, the same in every zone. */
const workDay = (workDate: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(`${workDate}T00:00:00Z`),
  );

/** The moment the link stops working, in the supervisor's own zone. */
const expiry = (expiresAt: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" }).format(new Date(expiresAt));

/**
 * One link's hours and the supervisor's answer. The confirmation's live region is in the page
 * from the start (a region added with its words is not announced everywhere) and takes the focus
 * when the buttons it replaces leave.
 */
export function SupervisorAnswer({ token }: { token: string }) {
  const request = useSupervisorRequestQuery(token);
  const decide = useSupervisorDecision();
  const confirmation = useRef<HTMLParagraphElement>(null);
  const done = decide.data;
  useEffect(() => {
    if (done) confirmation.current?.focus();
  }, [done]);
  return (
    <div>
      <p
        ref={confirmation}
        role="status"
        tabIndex={-1}
        className={cn("outline-none", done && "rounded-md border bg-muted p-3 font-medium")}
      >
        {done ? DONE[done] : ""}
      </p>
      {!done &&
        (request.isPending ? (
          <p className="text-sm text-muted-foreground">Loading...</p>
        ) : request.isError ? (
          <FormBanner message={errorText(request.error, "Could not open this link. Please try again.")} />
        ) : (
          <div className="grid gap-6">
            <RequestDetails request={request.data} />
            <DecisionForm
              pending={decide.isPending}
              error={decide.isError ? errorText(decide.error, "That did not work. Please try again.") : null}
              onDecide={(decision, note) => decide.mutate({ token, decision, note })}
            />
          </div>
        ))}
    </div>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[7rem_1fr] sm:gap-3">
      <dt className="font-medium">{term}</dt>
      <dd className="whitespace-pre-wrap break-words">{children}</dd>
    </div>
  );
}

/** Who, for whom, when, how long and what: the words the mail gave, and nothing else of the member. */
function RequestDetails({ request }: { request: SupervisorRequest }) {
  return (
    <section aria-labelledby="supervisor-hours-details" className="grid gap-3">
      <h2 id="supervisor-hours-details" className="text-lg font-semibold">
        The hours
      </h2>
      <dl className="grid gap-3 text-sm">
        <Detail term="Volunteer">{request.volunteer}</Detail>
        <Detail term="Organisation">{request.organisation}</Detail>
        <Detail term="Date">{workDay(request.workDate)}</Detail>
        <Detail term="Hours">{formatMinutes(request.minutes)}</Detail>
        {request.description && <Detail term="What they did">{request.description}</Detail>}
        {request.event && <Detail term="Event">{request.event}</Detail>}
      </dl>
      <p className="text-sm text-muted-foreground">
        This link works once, until {expiry(request.expiresAt)}.
      </p>
    </section>
  );
}

function DecisionForm({
  pending,
  error,
  onDecide,
}: {
  pending: boolean;
  error: string | null;
  onDecide: (decision: SupervisorDecision, note: string) => void;
}) {
  const [note, setNote] = useState("");
  const [chosen, setChosen] = useState<SupervisorDecision | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const decision = submitter?.value === "declined" ? "declined" : "verified";
    setChosen(decision);
    onDecide(decision, note);
  };
  const hint = `Optional, at most ${HOUR_DECISION_NOTE_MAX_LENGTH} characters. The volunteer sees it.`;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Your answer">
      <FormField id="supervisor-note" label="Note to the volunteer" hint={hint}>
        <Textarea
          id="supervisor-note"
          value={note}
          maxLength={HOUR_DECISION_NOTE_MAX_LENGTH}
          rows={3}
          aria-describedby={describedBy("supervisor-note", undefined, hint)}
          onChange={(change) => setNote(change.target.value)}
        />
      </FormField>
      <FormBanner message={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" value="verified" disabled={pending}>
          {pending && chosen === "verified" ? "Verifying..." : "Verify hours"}
        </Button>
        <Button type="submit" value="declined" variant="outline" disabled={pending}>
          {pending && chosen === "declined" ? "Declining..." : "Decline hours"}
        </Button>
      </div>
    </form>
  );
}
