import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { formatMinutes, formatTranscriptCode, transcriptPath } from "../../../shared/volunteering";
import { DetailSection } from "../../components/entities/entity-page-parts";
import { LoadMore } from "../../components/entities/list-states";
import { workDay } from "../../components/hours/hour-words";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { Input, Label } from "../../components/ui/input";
import { errorText } from "../../lib/error-text";
import { toast } from "../../lib/toast";
import {
  type TranscriptSummary,
  transcriptDownloadPath,
  useIssueTranscript,
  useOwnTranscriptsQuery,
} from "../../queries/transcripts";

const today = () => new Date().toISOString().slice(0, 10);
/** The school year so far: from the last 1 September. */
function schoolYearStart() {
  const now = new Date();
  const year = now.getUTCMonth() >= 8 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return `${year}-09-01`;
}

/**
 * The member's transcripts (issue 29): make one of a period's verified hours, then download it as
 * PDF or CSV, or open its public verification page, which a school or employer can check.
 */
export function TranscriptsSection() {
  const id = useId();
  const [from, setFrom] = useState(schoolYearStart);
  const [to, setTo] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const issue = useIssueTranscript();
  const list = useOwnTranscriptsQuery();
  const transcripts = list.data?.pages.flatMap((page) => page.transcripts) ?? [];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const made = await issue.mutateAsync({ from, to });
      toast.success(`Transcript ${formatTranscriptCode(made.code)} is ready.`);
    } catch (caught) {
      setError(errorText(caught, "Could not make the transcript."));
    }
  };
  return (
    <DetailSection title="Transcripts">
      <p className="text-sm text-muted-foreground">
        A transcript lists your verified hours of a period, with who verified each. Its code and QR code lead
        to a page where a school or employer checks it, without an account.
      </p>
      <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input
            id={`${id}-from`}
            type="date"
            required
            value={from}
            onChange={(change) => setFrom(change.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input
            id={`${id}-to`}
            type="date"
            required
            value={to}
            onChange={(change) => setTo(change.target.value)}
          />
        </div>
        <Button type="submit" disabled={issue.isPending}>
          {issue.isPending ? "Making..." : "Make a transcript"}
        </Button>
      </form>
      <div className="mt-3">
        <FormBanner message={error} />
      </div>
      {transcripts.length > 0 && (
        <ul className="mt-4 grid gap-2" aria-label="Your transcripts">
          {transcripts.map((transcript) => (
            <TranscriptRow key={transcript.code} transcript={transcript} />
          ))}
        </ul>
      )}
      <LoadMore
        hasNextPage={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onLoad={() => list.fetchNextPage()}
      />
    </DetailSection>
  );
}

function TranscriptRow({ transcript }: { transcript: TranscriptSummary }) {
  const code = formatTranscriptCode(transcript.code);
  const period = `${workDay(transcript.periodFrom)} to ${workDay(transcript.periodTo)}`;
  return (
    <li className="grid gap-1 rounded-md border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">{period}</span>
        <span className="text-sm">
          {formatMinutes(transcript.totalMinutes)} · {transcript.logCount}{" "}
          {transcript.logCount === 1 ? "log" : "logs"}
        </span>
      </div>
      <p className="text-sm text-muted-foreground">Code {code}</p>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a
          className="underline"
          href={transcriptDownloadPath(transcript.code, "pdf")}
          download
          aria-label={`PDF of ${period}`}
        >
          PDF
        </a>
        <a
          className="underline"
          href={transcriptDownloadPath(transcript.code, "csv")}
          download
          aria-label={`CSV of ${period}`}
        >
          CSV
        </a>
        <Link className="underline" to={transcriptPath(transcript.code)}>
          Verification page
        </Link>
      </div>
    </li>
  );
}
