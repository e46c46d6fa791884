import { useParams } from "react-router";
import { formatMinutes, formatTranscriptCode } from "../../../shared/volunteering";
import { workDay } from "../../components/hours/hour-words";
import { ApiError } from "../../lib/api-error";
import { PageMeta } from "../../lib/page-meta";
import { type TranscriptCheck, useTranscriptCheckQuery } from "../../queries/transcripts";

type Change = TranscriptCheck["entries"][number]["change"];

const CHANGE_WORDS: Record<Exclude<Change, null>, string> = {
  pending: "Sent back for verification since",
  declined: "Declined since",
  withdrawn: "Withdrawn since",
  edited: "Edited since",
  gone: "No longer on record",
};

/**
 * /transcripts/{code}: a transcript's public verification page (issue 29). Anyone, signed in or
 * not, sees what the transcript said when issued (name, period, each verified log and the totals)
 * and, log by log, whether anything has changed since.
 */
export function TranscriptCheckScene() {
  const code = useParams().code ?? "";
  const query = useTranscriptCheckQuery(code);
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <PageMeta title="Check a volunteer hours transcript" robots="noindex, nofollow" />
      <h1 className="text-2xl font-semibold">Volunteer hours transcript</h1>
      {query.isPending && <p role="status">Checking the transcript...</p>}
      {query.isError && (
        <p role="alert">
          {query.error instanceof ApiError && query.error.status === 404
            ? "No transcript has this code. Check the code on the transcript and try again."
            : "Could not check the transcript. Please try again."}
        </p>
      )}
      {query.data && <Transcript transcript={query.data} />}
    </div>
  );
}

function Transcript({ transcript }: { transcript: TranscriptCheck }) {
  const issued = workDay(transcript.issuedAt.slice(0, 10));
  return (
    <>
      <div
        role="status"
        className={`rounded-lg border p-4 ${
          transcript.changedCount === 0
            ? "border-emerald-600 bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50"
            : "border-amber-600 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        }`}
      >
        {transcript.changedCount === 0
          ? `Valid: this transcript matches our records. None of its hours has changed since it was issued on ${issued}.`
          : `${transcript.changedCount} of its ${transcript.entries.length} logs ${
              transcript.changedCount === 1 ? "has" : "have"
            } changed since it was issued on ${issued}. The table marks them.`}
      </div>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted-foreground">Name</dt>
          <dd className="font-medium break-words">{transcript.memberName}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Period</dt>
          <dd className="font-medium">
            {workDay(transcript.periodFrom)} to {workDay(transcript.periodTo)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Code</dt>
          <dd className="font-medium">{formatTranscriptCode(transcript.code)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Verified hours, as issued</dt>
          <dd className="font-medium">{formatMinutes(transcript.totalMinutes)}</dd>
        </div>
      </dl>
      <section aria-labelledby="transcript-logs" className="grid gap-2">
        <h2 id="transcript-logs" className="text-lg font-semibold">
          Logs
        </h2>
        {/* Focusable, so that a keyboard scrolls it on a phone, where the table is wider than the screen. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take the keyboard's focus (WCAG 2.1.1). */}
        <section className="overflow-x-auto rounded-lg border" tabIndex={0} aria-label="Table of logs">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="p-2">
                  Date
                </th>
                <th scope="col" className="p-2">
                  Organisation
                </th>
                <th scope="col" className="p-2">
                  Event
                </th>
                <th scope="col" className="p-2">
                  Hours
                </th>
                <th scope="col" className="p-2">
                  Verified by
                </th>
                <th scope="col" className="p-2">
                  Now
                </th>
              </tr>
            </thead>
            <tbody>
              {transcript.entries.map((entry, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the entries are fixed as issued, in order.
                <tr key={index} className="border-t align-top">
                  <td className="p-2 whitespace-nowrap">{workDay(entry.workDate)}</td>
                  <td className="p-2 break-words">{entry.organisation || "No organisation"}</td>
                  <td className="p-2 break-words">
                    {[entry.event, entry.shift].filter(Boolean).join(" · ")}
                  </td>
                  <td className="p-2 whitespace-nowrap">{formatMinutes(entry.minutes)}</td>
                  <td className="p-2 break-words">
                    {entry.verifiedBy}
                    {entry.verifiedAt ? `, ${workDay(entry.verifiedAt.slice(0, 10))}` : ""}
                  </td>
                  <td className="p-2">
                    {entry.change ? <strong>{CHANGE_WORDS[entry.change]}</strong> : "As issued"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </section>
      <section aria-labelledby="transcript-totals" className="grid gap-2">
        <h2 id="transcript-totals" className="text-lg font-semibold">
          Totals by organisation, as issued
        </h2>
        <ul className="grid gap-1 text-sm">
          {transcript.byOrganisation.map((total) => (
            <li key={total.name} className="flex justify-between gap-3 border-b py-1">
              <span className="break-words">{total.name || "No organisation"}</span>
              <span className="whitespace-nowrap">{formatMinutes(total.minutes)}</span>
            </li>
          ))}
          <li className="flex justify-between gap-3 py-1 font-semibold">
            <span>Total</span>
            <span>{formatMinutes(transcript.totalMinutes)}</span>
          </li>
        </ul>
      </section>
    </>
  );
}
