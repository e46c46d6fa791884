import { Download } from "lucide-react";
import { useMemo } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { entityPath } from "../../../shared/entity-paths";
import type { EntityType } from "../../../shared/enums";
import { formatCents, periodDates, REPORT_PERIODS, type ReportPeriod } from "../../../shared/reports";
import { Breadcrumb, DetailSection, EntityNotFound } from "../../components/entities/entity-page-parts";
import { entityIdFrom } from "../../components/entities/entity-page-state";
import { Button } from "../../components/ui/button";
import { errorText } from "../../lib/error-text";
import { PageMeta } from "../../lib/page-meta";
import {
  type ImpactReport,
  type ReportPeriodRange,
  reportDownloadPath,
  useImpactReportQuery,
} from "../../queries/impact-report";
import { PeriodPicker } from "./period-picker";
import { ReportSection } from "./report-section";
import { reportViews } from "./report-tables";
import { SummaryFigures } from "./summary-figures";
import { ValueRates } from "./value-rates";

const LIST = {
  group: ["Communities", "/communities"],
  partnership: ["Communities", "/communities"],
  event: ["Events", "/events"],
} as const;
const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The period in the address: a preset (`?period=year`) or days (`?from=…&to=…`); this year by default. */
function periodFrom(params: URLSearchParams): { period: ReportPeriod; range: ReportPeriodRange } {
  const from = params.get("from");
  const to = params.get("to");
  if (isDate(from) && isDate(to)) return { period: "custom", range: { from, to } };
  const asked = params.get("period") as ReportPeriod | null;
  const period = asked && REPORT_PERIODS.includes(asked) && asked !== "custom" ? asked : "year";
  return { period, range: periodDates(period, new Date()) };
}

/**
 * /groups/{id}/report, /partnerships/{id}/report and /events/{id}/report: the impact report of a
 * period for the entity's admins and owners (issue 30), with every subgroup below it, as figures,
 * charts with their tables, CSV files and a PDF for a funder or a board.
 */
export function ImpactReportScene({ type }: { type: EntityType }) {
  const id = entityIdFrom(useParams().id);
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      {id === null ? <EntityNotFound type={type} /> : <ReportPage type={type} id={id} />}
    </div>
  );
}

function ReportPage({ type, id }: { type: EntityType; id: number }) {
  const [params, setParams] = useSearchParams();
  const { period, range } = periodFrom(params);
  const query = useImpactReportQuery(type, id, range);
  const choose = (next: ReportPeriod, custom?: ReportPeriodRange) =>
    setParams(next === "custom" && custom ? { from: custom.from, to: custom.to } : { period: next }, {
      replace: true,
    });
  const report = query.data?.report;
  const crumbs = [
    { label: LIST[type][0], to: LIST[type][1] },
    ...(report ? [{ label: report.entity.name, to: entityPath({ type, id }) }] : []),
    { label: "Report" },
  ];
  return (
    <div className="grid gap-6">
      <PageMeta title={report ? `Report · ${report.entity.name}` : "Report"} robots="noindex, nofollow" />
      <Breadcrumb crumbs={crumbs} />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="min-w-0 break-words text-2xl font-semibold [overflow-wrap:anywhere]">
          {report ? `Impact report: ${report.entity.name}` : "Impact report"}
        </h1>
        {report && (
          <Button asChild>
            <a href={reportDownloadPath(type, id, range, "pdf")} download>
              <Download aria-hidden="true" className="size-4" />
              Download PDF
            </a>
          </Button>
        )}
      </div>
      <PeriodPicker key={`${range.from}-${range.to}`} period={period} range={range} onChange={choose} />
      {query.isPending && <p className="text-muted-foreground">Loading the report...</p>}
      {query.isError && (
        <div role="alert" className="grid gap-2">
          <p className="text-destructive">{errorText(query.error, "Could not load the report.")}</p>
          <p>
            <Link className="underline" to={entityPath({ type, id })}>
              Back to the page
            </Link>
          </p>
        </div>
      )}
      {report && query.data && (
        <ReportBody type={type} id={id} range={range} report={report} disclaimer={query.data.disclaimer} />
      )}
    </div>
  );
}

function ReportBody({
  type,
  id,
  range,
  report,
  disclaimer,
}: {
  type: EntityType;
  id: number;
  range: ReportPeriodRange;
  report: ImpactReport;
  disclaimer: string;
}) {
  const views = useMemo(() => reportViews(report), [report]);
  return (
    <>
      <SummaryFigures
        report={report}
        disclaimer={disclaimer}
        csv={reportDownloadPath(type, id, range, { table: "summary" })}
      />
      {views.map((view) => (
        <ReportSection
          key={view.table}
          view={view}
          csv={reportDownloadPath(type, id, range, { table: view.table })}
        />
      ))}
      {report.moreOrganisations > 0 && (
        <p className="text-sm text-muted-foreground">
          And {report.moreOrganisations} more organisations with fewer hours, in the totals but not listed.
        </p>
      )}
      {type === "event" ? <EventRate rate={report.rateInForce} /> : <ValueRates type={type} id={id} />}
    </>
  );
}

/** An event has no rate of its own: its hours keep its organiser's, or the default. */
function EventRate({ rate }: { rate: ImpactReport["rateInForce"] }) {
  return (
    <DetailSection title="Value of volunteer time">
      <p>
        Hours of this event verified from now on are valued at{" "}
        <strong>{formatCents(rate.centsPerHour)} an hour</strong> ({rate.dataYear} data; source: {rate.source}
        ),{" "}
        {rate.isDefault ? "the default: its organiser has set no rate of its own." : "its organiser's rate."}{" "}
        Its organiser's admins set the rate on their own report.
      </p>
    </DetailSection>
  );
}
