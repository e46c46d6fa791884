import type PDFDocument from "pdfkit";

/** Whether the PDF's reader is still there: drawing stops, and nothing is written, once it goes. */
export interface PdfReader {
  open: boolean;
}

/**
 * A pdfkit document as a web stream, drawn as it is read (transcripts, impact reports). Written by
 * hand rather than with Node 20's `Readable.toWeb`, which enqueued into its closed controller from
 * a timer when a reader hung up mid-file and took the server down: here a reader who goes away
 * stops the drawing (`draw` checks `reader.open` as it yields), and nothing is enqueued, closed or
 * errored after that. `draw` resolves when the drawing is done; the document is then ended.
 */
export function pdfStream(
  doc: InstanceType<typeof PDFDocument>,
  draw: (reader: PdfReader) => Promise<void>,
): ReadableStream<Uint8Array> {
  const reader: PdfReader = { open: true };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const finish = (end: () => void) => {
        if (!reader.open) return;
        reader.open = false;
        end();
      };
      doc.on("data", (chunk: Buffer) => {
        if (reader.open) controller.enqueue(new Uint8Array(chunk));
      });
      doc.on("end", () => finish(() => controller.close()));
      doc.on("error", (error: Error) => finish(() => controller.error(error)));
      draw(reader).then(
        () => doc.end(),
        (error: unknown) => finish(() => controller.error(error)),
      );
    },
    cancel() {
      reader.open = false;
    },
  });
}
