import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { docxFile, pdfFile, zipOf } from "../test/documents";
import { pngImage } from "../test/images";
import { checkDocument } from "./documents";

const text = (value: string) => Buffer.from(value, "utf8");

/** An OLE compound file's header, as legacy Word, Excel and PowerPoint files and installers start. */
const compoundFile = () => {
  const data = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(data);
  return data;
};

async function refusal(data: Buffer, name: string) {
  const error = await checkDocument(data, name).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("checkDocument: the type by content", () => {
  it("knows binary documents by their magic numbers, whatever their name says", async () => {
    expect(await checkDocument(pdfFile(), "report.pdf")).toEqual({ mime: "application/pdf", ext: "pdf" });
    expect(await checkDocument(docxFile(), "minutes.bin")).toEqual({
      mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ext: "docx",
    });
    expect(await checkDocument(zipOf({ "a.txt": "hi" }), "photos.zip")).toEqual({
      mime: "application/zip",
      ext: "zip",
    });
    expect(await checkDocument(await pngImage(), "notes.txt")).toEqual({ mime: "image/png", ext: "png" });
  });

  it("takes UTF-8 text, picking CSV or Markdown by the name and plain text otherwise", async () => {
    expect(await checkDocument(text("Agenda\n1. Budget\n"), "agenda.txt")).toEqual({
      mime: "text/plain",
      ext: "txt",
    });
    expect(await checkDocument(text("name,hours\nAmara,3\n"), "Hours.CSV")).toEqual({
      mime: "text/csv",
      ext: "csv",
    });
    expect(await checkDocument(text("# Plan\n"), "plan.md")).toEqual({ mime: "text/markdown", ext: "md" });
    expect(await checkDocument(text("\ufeffCafé ☕ Zürich"), "menu")).toEqual({
      mime: "text/plain",
      ext: "txt",
    });
  });

  it("recognises SVG and HTML by their markup, even under a harmless name", async () => {
    const svg =
      '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect(await checkDocument(text(svg), "logo.txt")).toEqual({ mime: "image/svg+xml", ext: "svg" });
    expect(await checkDocument(text("<svg><rect/></svg>"), "shape.svg")).toEqual({
      mime: "image/svg+xml",
      ext: "svg",
    });
    expect(
      await checkDocument(text("<!DOCTYPE html><title>x</title><script>steal()</script>"), "notes.txt"),
    ).toEqual({
      mime: "text/html",
      ext: "html",
    });
    expect(await checkDocument(text("  <script>steal()</script>"), "readme")).toEqual({
      mime: "text/html",
      ext: "html",
    });
    // XML that is neither is kept as XML text.
    expect(await checkDocument(text('<?xml version="1.0"?><note>hi</note>'), "note.xml")).toEqual({
      mime: "text/xml",
      ext: "xml",
    });
  });

  it("takes legacy Office files by their container and name, and no other compound file", async () => {
    expect(await checkDocument(compoundFile(), "budget.xls")).toEqual({
      mime: "application/vnd.ms-excel",
      ext: "xls",
    });
    expect(await checkDocument(compoundFile(), "letter.DOC")).toEqual({
      mime: "application/msword",
      ext: "doc",
    });
    expect((await refusal(compoundFile(), "setup.msi")).status).toBe(415);
  });

  it("refuses with 415 and says what the bucket takes: programs, archives it does not take, binary data", async () => {
    const program = Buffer.concat([
      Buffer.from("MZ"),
      Buffer.alloc(62),
      Buffer.from("PE\0\0"),
      Buffer.alloc(200),
    ]);
    program.writeUInt32LE(64, 60);
    const exe = await refusal(program, "report.pdf");
    expect(exe.status).toBe(415);
    expect(exe.code).toBe("unsupported_media_type");
    expect(exe.message).toBe(
      "This file type cannot be stored here. Files may be PDF, Word, Excel, PowerPoint, OpenDocument, RTF, text (plain, CSV, Markdown, HTML), ZIP, images and SVG.",
    );
    expect((await refusal(gzipSync(text("hello")), "notes.txt")).status).toBe(415);
    expect((await refusal(Buffer.from([0xff, 0xfe, 0x00, 0x41, 0x80, 0x81]), "notes.txt")).status).toBe(415);
    expect((await refusal(text("text with a\0NUL"), "notes.txt")).status).toBe(415);
  });
});
