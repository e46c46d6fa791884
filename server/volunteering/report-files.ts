import { stringify } from "csv-stringify/sync";
import PDFDocument from "pdfkit";
import { VALUE_DISCLAIMER } from "../../shared/recognition";
import { decimalHours, formatCents, REPORT_TABLE_TITLES, type ReportTable } from "../../shared/reports";
import { formatMinutes } from "../../shared/volunteering";
import type { ImpactReport } from "./impact-report";
import { type PdfReader, pdfStream } from "./pdf-stream";

type Cell = string | number;

/** "2026-03" → "Mar 2026". */
export const monthLabel = (month: string) =>
  new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** One table of a report: its header row and its rows, as the CSV and the PDF write them. */
export function reportTable(report: ImpactReport, table: ReportTable): { header: string[]; rows: Cell[][] } {
  const s = report.summary;
  switch (table) {
    case "summary":
      return {
        header: ["Figure", "Value"],
        rows: [
          ["Members at the end of the period", s.members],
          ["New members in the period", s.newMembers],
          ["Events held", s.eventsHeld],
          ["Events cancelled", s.eventsCancelled],
          ["Registrations", s.registrations],
          ["Shift places", s.shiftPlaces],
          ["Attended", s.attended],
          ["No-shows", s.noShows],
          ["Verified hours", decimalHours(s.verifiedMinutes)],
          ["Volunteers with verified hours", s.volunteers],
          ["Estimated value of volunteer time (USD)", dollars(s.valueCents)],
        ],
      };
    case "members":
      return {
        header: ["Month", "New members", "Members at the month's end"],
        rows: report.members.map((row) => [row.month, row.joined, row.total]),
      };
    case "events":
      return {
        header: ["Month", "Events held", "Cancelled"],
        rows: report.events.map((row) => [row.month, row.held, row.cancelled]),
      };
    case "registrations":
      return {
        header: ["Type", "Registrations"],
        rows: report.registrations.map((row) => [row.label, row.registrations]),
      };
    case "hours-by-month":
      return {
        header: ["Month", "Verified hours", "Volunteers", "Estimated value (USD)"],
        rows: report.hoursByMonth.map((row) => [
          row.month,
          decimalHours(row.minutes),
          row.volunteers,
          dollars(row.valueCents),
        ]),
      };
    case "hours-by-organisation":
      return {
        header: ["Organisation", "Verified hours", "Volunteers", "Estimated value (USD)"],
        rows: report.hoursByOrganisation.map((row) => [
          row.name,
          decimalHours(row.minutes),
          row.volunteers,
          dollars(row.valueCents),
        ]),
      };
    case "rates":
      return {
        header: ["Rate per hour (USD)", "Data year", "Source", "Verified hours", "Estimated value (USD)"],
        rows: report.rates.map((row) => [
          dollars(row.centsPerHour),
          row.dataYear,
          row.source,
          decimalHours(row.minutes),
          dollars(row.valueCents),
        ]),
      };
  }
}

/** The file name of a report's download. */
export const reportFileName = (report: ImpactReport, suffix: string, extension: "csv" | "pdf") =>
  `impact-report-${report.entity.type}-${report.entity.id}-${report.period.from}-to-${report.period.to}${suffix}.${extension}`;

/**
 * One table of a report as CSV (issue 30), after three lines that say whose report, which
 * period and that a value is an estimate. Cells a spreadsheet would run are escaped.
 */
export function reportCsv(report: ImpactReport, table: ReportTable): string {
  const { header, rows } = reportTable(report, table);
  return stringify(
    [
      [`${REPORT_TABLE_TITLES[table]}: ${report.entity.name}`],
      ["Period", `${report.period.from} to ${report.period.to}`],
      ["Note", VALUE_DISCLAIMER],
      [],
      header,
      ...rows,
    ],
    { escape_formulas: true, record_delimiter: "\r\n" },
  );
}

const MARGIN = 50;
const WIDTH = 512;
/** Rows drawn before the event loop gets a turn. */
const ROWS_PER_TURN = 40;

const day = (value: string) =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${value}T00:00:00Z`));

function ensureRoom(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

function drawRow(doc: PDFKit.PDFDocument, cells: string[], widths: number[], bold = false) {
  doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
  const height =
    Math.max(...cells.map((text, index) => doc.heightOfString(text, { width: (widths[index] ?? 60) - 6 }))) +
    6;
  ensureRoom(doc, height);
  const y = doc.y;
  let x = MARGIN;
  cells.forEach((text, index) => {
    const width = widths[index] ?? 60;
    doc.text(text, x + 3, y + 3, { width: width - 6 });
    x += width;
  });
  doc
    .moveTo(MARGIN, y + height)
    .lineTo(MARGIN + WIDTH, y + height)
    .lineWidth(0.5)
    .strokeColor("#cbd5e1")
    .stroke();
  doc.x = MARGIN;
  doc.y = y + height;
}

/** A horizontal bar per row, scaled to the largest: the shape of a month-by-month figure. */
function drawBars(doc: PDFKit.PDFDocument, rows: { label: string; value: number; text: string }[]) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  for (const row of rows) {
    ensureRoom(doc, 14);
    const y = doc.y;
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor("#000000")
      .text(row.label, MARGIN, y + 2, { width: 70 });
    const width = (row.value / max) * 330;
    if (width > 0) doc.rect(MARGIN + 75, y + 2, width, 9).fill("#2563eb");
    doc.fillColor("#000000").text(row.text, MARGIN + 75 + width + 4, y + 2, { width: 100 });
    doc.x = MARGIN;
    doc.y = y + 13;
  }
}

function heading(doc: PDFKit.PDFDocument, text: string) {
  ensureRoom(doc, 60);
  doc.moveDown().font("Helvetica-Bold").fontSize(12).fillColor("#000000").text(text, MARGIN);
  doc.moveDown(0.3);
}

const TABLE_WIDTHS: Record<Exclude<ReportTable, "summary">, number[]> = {
  members: [170, 171, 171],
  events: [170, 171, 171],
  registrations: [256, 256],
  "hours-by-month": [128, 128, 128, 128],
  "hours-by-organisation": [200, 104, 104, 104],
  rates: [80, 60, 212, 80, 80],
};

async function drawReport(
  doc: PDFKit.PDFDocument,
  report: ImpactReport,
  appName: string,
  issued: Date,
  reader: PdfReader,
) {
  const s = report.summary;
  doc.font("Helvetica-Bold").fontSize(18).text(`Impact report: ${report.entity.name}`, MARGIN, MARGIN);
  doc.moveDown(0.4).font("Helvetica").fontSize(11);
  doc.text(`Period: ${day(report.period.from)} to ${day(report.period.to)}`);
  doc.text(`Prepared ${day(issued.toISOString().slice(0, 10))} by ${appName}`);
  const below = report.communities - 1;
  if (below > 0) {
    const kind = report.entity.type === "partnership" ? "sub-partnership" : "subgroup";
    doc.text(`Includes ${below} ${kind}${below === 1 ? "" : "s"}, each member and each hour counted once.`);
  }
  heading(doc, "Summary");
  const summary: [string, string][] = [
    ["Verified volunteer hours", formatMinutes(s.verifiedMinutes)],
    ["Estimated value of volunteer time", formatCents(s.valueCents)],
    ["Volunteers with verified hours", String(s.volunteers)],
    ["Members at the end of the period", `${s.members} (${s.newMembers} new)`],
    ["Events held", String(s.eventsHeld)],
    ["Registrations", String(s.registrations)],
    ["Attended shifts / no-shows", `${s.attended} / ${s.noShows}`],
  ];
  for (const [label, value] of summary) drawRow(doc, [label, value], [300, 212]);
  doc
    .moveDown(0.5)
    .font("Helvetica-Oblique")
    .fontSize(9)
    .fillColor("#334155")
    .text(VALUE_DISCLAIMER, MARGIN, doc.y, { width: WIDTH });
  doc.fillColor("#000000");
  heading(doc, "Verified hours by month");
  drawBars(
    doc,
    report.hoursByMonth.map((row) => ({
      label: row.month,
      value: row.minutes,
      text: `${decimalHours(row.minutes)} h`,
    })),
  );
  let drawn = 0;
  for (const table of [
    "rates",
    "hours-by-organisation",
    "hours-by-month",
    "members",
    "events",
    "registrations",
  ] as const) {
    const { header, rows } = reportTable(report, table);
    const widths = TABLE_WIDTHS[table];
    heading(doc, REPORT_TABLE_TITLES[table]);
    drawRow(doc, header, widths, true);
    for (const row of rows) {
      drawRow(doc, row.map(String), widths);
      if (++drawn % ROWS_PER_TURN === 0) {
        await new Promise((resolve) => setImmediate(resolve));
        // The reader went away: stop drawing what nobody will read.
        if (!reader.open) return;
      }
    }
    if (table === "hours-by-organisation" && report.moreOrganisations > 0)
      drawRow(doc, [`and ${report.moreOrganisations} more organisations`, "", "", ""], widths);
  }
}

/**
 * A report as a PDF for a funder or a board (issue 30), streamed as it is drawn: the summary,
 * the value's disclaimer, a bar per month of verified hours, and every table of the report. A
 * reader who goes away stops the drawing (as transcripts do: transcript-files.ts).
 */
export function reportPdf(report: ImpactReport, appName: string, issued: Date): ReadableStream<Uint8Array> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    info: { Title: `Impact report: ${report.entity.name}`, Author: appName },
  });
  return pdfStream(doc, (reader) => drawReport(doc, report, appName, issued, reader));
}
