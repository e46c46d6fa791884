/** What a member calls a file of this type, for the storage list's "Type" column. */
const KINDS: [test: (type: string) => boolean, label: string][] = [
  [(type) => type === "application/pdf", "PDF"],
  [(type) => type === "application/msword" || type.includes("wordprocessingml"), "Word document"],
  [(type) => type === "application/vnd.ms-excel" || type.includes("spreadsheetml"), "Excel spreadsheet"],
  [(type) => type === "application/vnd.ms-powerpoint" || type.includes("presentationml"), "PowerPoint"],
  [(type) => type === "application/vnd.oasis.opendocument.text", "OpenDocument text"],
  [(type) => type === "application/vnd.oasis.opendocument.spreadsheet", "OpenDocument spreadsheet"],
  [(type) => type === "application/vnd.oasis.opendocument.presentation", "OpenDocument presentation"],
  [(type) => type.startsWith("application/vnd.oasis.opendocument."), "OpenDocument"],
  [(type) => type === "application/rtf", "Rich text"],
  [(type) => type === "application/zip" || type === "application/x-zip-compressed", "ZIP archive"],
  [(type) => type === "image/svg+xml", "SVG image"],
  [(type) => type === "text/csv", "CSV"],
  [(type) => type === "text/markdown", "Markdown"],
  [(type) => type === "text/html", "HTML"],
  [(type) => type === "text/plain", "Text"],
  [(type) => type.startsWith("text/"), "Text"],
];

/** "PDF", "Word document", "PNG image"…; the subtype for anything else. */
export function fileKind(contentType: string): string {
  const type = contentType.toLowerCase();
  const known = KINDS.find(([test]) => test(type));
  if (known) return known[1];
  if (type.startsWith("image/"))
    return `${(type.split("/")[1] ?? "").replace(/^x-/, "").toUpperCase()} image`;
  return type.split("/")[1] ?? type;
}
