import { FileDown } from "lucide-react";
import { REPORT_TABLE_TITLES } from "../../../shared/reports";
import { ScrollingTable } from "../../components/ui/scrolling-table";
import { ReportChart } from "./report-chart";
import type { TableView } from "./report-tables";

/**
 * One table of the report under its heading: its chart when it has one (a picture of the same
 * numbers), the table itself with a caption and headers, and its CSV.
 */
export function ReportSection({ view, csv }: { view: TableView; csv: string }) {
  const title = REPORT_TABLE_TITLES[view.table];
  const headingId = `report-${view.table}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border bg-card p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <a
          className="inline-flex items-center gap-1 text-sm underline"
          href={csv}
          download
          aria-label={`CSV of ${title.toLowerCase()}`}
        >
          <FileDown aria-hidden="true" className="size-4" />
          CSV
        </a>
      </div>
      {view.chart && <ReportChart {...view.chart} />}
      {view.rows.length === 0 ? (
        <p className="text-muted-foreground">Nothing in this period.</p>
      ) : (
        <ScrollingTable label={`${title}, table`}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b">
                {view.columns.map((column) => (
                  <th key={column} scope="col" className="py-1 pr-3 font-medium">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.rows.map((row) => (
                <tr key={row.join("|")} className="border-b last:border-0">
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={view.columns[index]} scope="row" className="py-1 pr-3 font-normal break-words">
                        {cell}
                      </th>
                    ) : (
                      <td key={view.columns[index]} className="py-1 pr-3 tabular-nums">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
    </section>
  );
}
