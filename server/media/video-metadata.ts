import { type FileHandle, open } from "node:fs/promises";

/**
 * Phones write where a video was recorded into its MP4 or QuickTime boxes: `©xyz` in the movie's
 * `udta`, `com.apple.quicktime.location.ISO6709` in its `meta`, XMP in a `uuid` box; with the
 * device's make, model and software beside it. There is no encoder on the server to rewrite a
 * video, so these boxes are blanked where they lie: each becomes a `free` box of the same size,
 * filled with zeros. Nothing moves, so the sample tables' offsets into `mdat` stay right, and
 * players skip `free` boxes (ISO/IEC 14496-12 §8.1.2). The picture and sound are untouched.
 */

/** Boxes whose children are walked: the movie and each of its tracks. */
const CONTAINERS = new Set(["moov", "trak"]);
/** Boxes of metadata, blanked wherever they are met (top level, movie, track). */
const METADATA = new Set(["udta", "meta"]);
/** The `uuid` box that holds XMP (Adobe's XMP specification, part 3, §1.1.4). */
const XMP_UUID = "be7acfcb97a942e89c71999491e3afac";

/** What a box's header says: where its payload starts and where the box ends. */
interface Box {
  type: string;
  start: number;
  payload: number;
  end: number;
}

/** The boxes between `start` and `end`, or null when a size does not fit (a damaged file). */
function boxesOf(data: Buffer, start: number, end: number): Box[] | null {
  const boxes: Box[] = [];
  for (let at = start; at < end; ) {
    const box = headerAt(data.subarray(at, Math.min(at + 16, end)), at, end);
    if (!box) return null;
    boxes.push(box);
    at = box.end;
  }
  return boxes;
}

function blank(data: Buffer, box: Box) {
  data.write("free", box.start + 4, "latin1");
  data.fill(0, box.payload, box.end);
}

const isXmp = (data: Buffer, box: Box) =>
  box.type === "uuid" &&
  box.end - box.payload >= 16 &&
  data.toString("hex", box.payload, box.payload + 16) === XMP_UUID;

/** Blanks the metadata boxes among `start`–`end`, walking into the movie and its tracks. */
function blankWithin(data: Buffer, start: number, end: number): boolean {
  const boxes = boxesOf(data, start, end);
  if (!boxes) return false;
  for (const box of boxes) {
    if (METADATA.has(box.type) || isXmp(data, box)) blank(data, box);
    else if (CONTAINERS.has(box.type) && !blankWithin(data, box.payload, box.end)) return false;
  }
  return true;
}

/** Reads `length` bytes at `position` of an open file; fewer at its end. */
async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** A box from the (up to 16) bytes of its header at `at`; null when it does not fit before `end`. */
function headerAt(header: Buffer, at: number, end: number): Box | null {
  if (header.length < 8) return null;
  let size = header.readUInt32BE(0);
  const type = header.toString("latin1", 4, 8);
  let payload = at + 8;
  if (size === 1) {
    if (header.length < 16) return null;
    const large = header.readBigUInt64BE(8);
    if (large > BigInt(end - at)) return null;
    size = Number(large);
    payload = at + 16;
  } else if (size === 0) {
    size = end - at;
  }
  if (size < payload - at || at + size > end) return null;
  return { type, start: at, payload, end: at + size };
}

const ZEROS = Buffer.alloc(64 * 1024);

/**
 * Blanks an MP4 or QuickTime file's metadata in place (an upload received to disk, never held
 * whole in memory), so that nothing is stored whose metadata could not be found: the top-level
 * boxes are walked by their headers alone; a metadata box there is blanked where it
 * lies, and the movie box (small beside the media data) is read, blanked and written back.
 * False, with the file left as it may be, when its boxes do not add up.
 */
export async function blankVideoMetadataInFile(filePath: string): Promise<boolean> {
  const file = await open(filePath, "r+");
  try {
    const { size: end } = await file.stat();
    for (let at = 0; at < end; ) {
      const box = headerAt(await readAt(file, at, 16), at, end);
      if (!box) return false;
      if (box.type === "moov") {
        const movie = await readAt(file, box.start, box.end - box.start);
        if (!blankWithin(movie, box.payload - box.start, movie.length)) return false;
        await file.write(movie, 0, movie.length, box.start);
      } else if (
        METADATA.has(box.type) ||
        (box.type === "uuid" && (await readAt(file, box.payload, 16)).toString("hex") === XMP_UUID)
      ) {
        await file.write(Buffer.from("free", "latin1"), 0, 4, box.start + 4);
        for (let from = box.payload; from < box.end; from += ZEROS.length) {
          await file.write(ZEROS, 0, Math.min(ZEROS.length, box.end - from), from);
        }
      }
      at = box.end;
    }
    return true;
  } finally {
    await file.close();
  }
}
