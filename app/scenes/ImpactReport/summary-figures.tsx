import { FileDown } from "lucide-react";
import { formatCents } from "../../../shared/reports";
import { formatMinutes } from "../../../shared/volunteering";
import type { ImpactReport } from "../../queries/impact-report";

const CHILDREN = {
  group: ["subgroup", "subgroups"],
  partnership: ["sub-partnership", "sub-partnerships"],
  event: ["", ""],
} as const;

/** The report's headline figures, the value's disclaimer, and what the report covers. */
export function SummaryFigures({
  report,
  disclaimer,
  csv,
}: {
  report: ImpactReport;
  disclaimer: string;
  csv: string;
}) {
  const s = report.summary;
  const figures: [string, string][] = [
    ["Verified hours", formatMinutes(s.verifiedMinutes)],
    ["Estimated value", formatCents(s.valueCents)],
    ["Volunteers with verified hours", String(s.volunteers)],
    ["Members", `${s.members} (${s.newMembers} new)`],
    ["Events held", String(s.eventsHeld)],
    ["Registrations", String(s.registrations)],
    ["Attended shifts", String(s.attended)],
    ["No-shows", String(s.noShows)],
  ];
  const below = report.communities - 1;
  return (
    <section aria-labelledby="report-summary" className="grid gap-4 rounded-lg border bg-card p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="report-summary" className="text-lg font-semibold">
          Summary
        </h2>
        <a
          className="inline-flex items-center gap-1 text-sm underline"
          href={csv}
          download
          aria-label="CSV of the summary"
        >
          <FileDown aria-hidden="true" className="size-4" />
          CSV
        </a>
      </div>
      {below > 0 && (
        <p className="text-sm text-muted-foreground">
          Includes {below} {CHILDREN[report.entity.type][below === 1 ? 0 : 1]}, each member and each hour
          counted once.
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-md bg-muted p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm">
        Value of volunteer time: each verified hour at the rate kept when it was verified (see "Rates of
        volunteer time used"). <span className="text-muted-foreground">{disclaimer}</span>
      </p>
    </section>
  );
}
