import { stringify } from "csv-stringify/sync";
import PDFDocument from "pdfkit";
import { encode } from "uqr";
import { formatMinutes, formatTranscriptCode } from "../../shared/volunteering";
import type { TranscriptEntry } from "../db/schema";
import { transcriptTotals } from "../presenters/transcripts";
import type { TranscriptRow } from "../queries/transcripts";
import { type PdfReader, pdfStream } from "./pdf-stream";

/** A work date or an instant written out: "10 Mar 2026". */
const day = (value: string) =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value));

/** Hours as a decimal a spreadsheet sums: "2.5". */
const decimalHours = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);

const place = (entry: TranscriptEntry) => [entry.event, entry.shift].filter(Boolean).join(" · ");

/** The file name of a transcript's download. */
export const transcriptFileName = (row: TranscriptRow, extension: "pdf" | "csv") =>
  `volunteer-hours-${row.periodFrom}-to-${row.periodTo}-${row.code}.${extension}`;

/**
 * A transcript as CSV (issue 29): who, the period, the code and where to check it, one row per
 * verified log, the totals per organisation and the total. Cells that a spreadsheet would run as
 * a formula are escaped (csv-stringify's escape_formulas).
 */
export function transcriptCsv(row: TranscriptRow, verifyUrl: string): string {
  const rows: (string | number)[][] = [
    ["Volunteer hours transcript"],
    ["Name", row.memberName],
    ["Period", `${row.periodFrom} to ${row.periodTo}`],
    ["Issued", row.issuedAt.toISOString().slice(0, 10)],
    ["Code", formatTranscriptCode(row.code)],
    ["Verify at", verifyUrl],
    [],
    ["Date", "Organisation", "Event", "Shift", "Hours", "Minutes", "Verified by", "Verified on"],
    ...row.entries.map((entry) => [
      entry.workDate,
      entry.organisation,
      entry.event ?? "",
      entry.shift ?? "",
      decimalHours(entry.minutes),
      entry.minutes,
      entry.verifiedBy,
      entry.verifiedAt?.slice(0, 10) ?? "",
    ]),
    [],
    ["Organisation", "Hours", "Minutes"],
    ...transcriptTotals(row.entries).map((total) => [total.name, decimalHours(total.minutes), total.minutes]),
    ["Total", decimalHours(row.totalMinutes), row.totalMinutes],
  ];
  return stringify(rows, { escape_formulas: true, record_delimiter: "\r\n" });
}

const MARGIN = 50;
/** Columns of the table of logs, in points across a Letter page's 512 between its margins. */
const COLUMNS = [
  { label: "Date", width: 72 },
  { label: "Organisation", width: 130 },
  { label: "Event", width: 120 },
  { label: "Hours", width: 52 },
  { label: "Verified by", width: 138 },
] as const;
/** Rows drawn before the event loop gets a turn (a transcript of 2,000 logs never holds it long). */
const ROWS_PER_TURN = 40;

/** Draws the QR code of `url` as squares, `size` points wide, at (x, y). */
function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number) {
  const { data } = encode(url, { border: 1 });
  const cell = size / data.length;
  doc.save().rect(x, y, size, size).fill("#ffffff");
  data.forEach((line, row) => {
    line.forEach((dark, column) => {
      if (dark) doc.rect(x + column * cell, y + row * cell, cell + 0.1, cell + 0.1);
    });
  });
  doc.fill("#000000").restore();
}

function drawRow(doc: PDFKit.PDFDocument, cells: string[], bold = false) {
  const y = doc.y;
  doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
  const heights = cells.map((text, index) =>
    doc.heightOfString(text, { width: (COLUMNS[index]?.width ?? 60) - 6 }),
  );
  const height = Math.max(...heights) + 6;
  if (y + height > doc.page.height - MARGIN - 20) {
    doc.addPage();
    return drawRow(doc, cells, bold);
  }
  let x = MARGIN;
  cells.forEach((text, index) => {
    const width = COLUMNS[index]?.width ?? 60;
    doc.text(text, x + 3, y + 3, { width: width - 6 });
    x += width;
  });
  doc
    .moveTo(MARGIN, y + height)
    .lineTo(MARGIN + 512, y + height)
    .lineWidth(0.5)
    .strokeColor("#cbd5e1")
    .stroke();
  doc.x = MARGIN;
  doc.y = y + height;
}

async function drawTranscript(
  doc: PDFKit.PDFDocument,
  row: TranscriptRow,
  verifyUrl: string,
  appName: string,
  reader: PdfReader,
) {
  doc.font("Helvetica-Bold").fontSize(18).text("Volunteer hours transcript", MARGIN, MARGIN);
  doc.moveDown(0.5).font("Helvetica").fontSize(11);
  doc.text(`Name: ${row.memberName}`);
  doc.text(`Period: ${day(row.periodFrom)} to ${day(row.periodTo)}`);
  doc.text(`Issued: ${day(row.issuedAt.toISOString())} by ${appName}`);
  doc.text(
    `Verified hours: ${formatMinutes(row.totalMinutes)} in ${row.entries.length} ${row.entries.length === 1 ? "log" : "logs"}`,
  );
  doc
    .moveDown(0.5)
    .font("Helvetica-Bold")
    .text(`Code: ${formatTranscriptCode(row.code)}`);
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#334155")
    .text(`Check this transcript at ${verifyUrl}`, { width: 380 });
  doc.fillColor("#000000");
  drawQr(doc, verifyUrl, MARGIN + 512 - 96, MARGIN, 96);
  doc.y = Math.max(doc.y, MARGIN + 110);
  doc.moveDown();
  drawRow(
    doc,
    COLUMNS.map((column) => column.label),
    true,
  );
  for (const [index, entry] of row.entries.entries()) {
    drawRow(doc, [
      day(entry.workDate),
      entry.organisation || "No organisation",
      place(entry),
      formatMinutes(entry.minutes),
      entry.verifiedAt ? `${entry.verifiedBy}, ${day(entry.verifiedAt)}` : entry.verifiedBy,
    ]);
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) {
      await new Promise((resolve) => setImmediate(resolve));
      // The reader went away: stop drawing what nobody will read.
      if (!reader.open) return;
    }
  }
  doc.moveDown().font("Helvetica-Bold").fontSize(11).text("Totals by organisation", MARGIN);
  doc.moveDown(0.3);
  for (const total of transcriptTotals(row.entries)) {
    drawRow(doc, [total.name || "No organisation", "", "", formatMinutes(total.minutes), ""]);
  }
  drawRow(doc, ["Total", "", "", formatMinutes(row.totalMinutes), ""], true);
}

/**
 * A transcript as a PDF (issue 29), streamed as it is drawn: the member, the period, the code and
 * the QR code of its verification page, a table of the verified logs (date, organisation, event,
 * hours, who verified and when), the totals per organisation and the total. A reader who goes
 * away stops the drawing; nothing is written after that (Node 20's `Readable.toWeb` threw then,
 * from a timer, and took the server down).
 */
export function transcriptPdf(
  row: TranscriptRow,
  verifyUrl: string,
  appName: string,
): ReadableStream<Uint8Array> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    info: { Title: `Volunteer hours transcript ${formatTranscriptCode(row.code)}`, Author: appName },
  });
  return pdfStream(doc, (reader) => drawTranscript(doc, row, verifyUrl, appName, reader));
}
