import { mkdtempSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { describe, expect, it } from "vitest";
import { box, largeBox, MEDIA, PLACE, phoneVideo } from "../test/video-fixtures";
import { blankVideoMetadataInFile } from "./video-metadata";

const folder = mkdtempSync(path.join(tmpdir(), "cg-video-"));
let n = 0;

/** The video as blanked on disk, as an upload is; null when it was refused. */
async function withoutVideoMetadata(video: Buffer): Promise<Buffer | null> {
  const file = path.join(folder, `video-${++n}`);
  await writeFile(file, video);
  return (await blankVideoMetadataInFile(file)) ? readFile(file) : null;
}

const holds = (data: Buffer, text: string) => data.includes(Buffer.from(text, "latin1"));

describe("a phone video's metadata", () => {
  it("is blanked where it lies: the place, the device and the XMP gone, the media where it was", async () => {
    for (const [brand, mime] of [
      ["isom", "video/mp4"],
      ["qt  ", "video/quicktime"],
    ]) {
      const video = phoneVideo(brand);
      const before = Buffer.from(video);
      const blanked = await withoutVideoMetadata(video);
      if (!blanked) throw new Error("the phone video was refused");
      expect(blanked.length).toBe(video.length);
      for (const text of [PLACE, "quicktime.location", "iPhone", "GPSLatitude"]) {
        expect(holds(video, text)).toBe(true);
        expect(holds(blanked, text)).toBe(false);
      }
      // The movie header, the track header and the media keep their bytes and their places.
      for (const kept of ["mvhd", "tkhd", MEDIA]) expect(blanked.indexOf(kept)).toBe(video.indexOf(kept));
      const mvhd = video.indexOf("mvhd") - 4;
      expect(blanked.subarray(mvhd, mvhd + 108).equals(video.subarray(mvhd, mvhd + 108))).toBe(true);
      expect(blanked.toString("latin1").match(/free/g)).toHaveLength(4);
      expect((await fileTypeFromBuffer(blanked))?.mime).toBe(mime);
      expect(video.equals(before)).toBe(true);
    }
  });

  it("reads 64-bit box sizes, and a last box that runs to the end", async () => {
    for (const media of [
      largeBox("mdat", Buffer.from(MEDIA)),
      Buffer.concat([Buffer.from([0, 0, 0, 0]), Buffer.from(`mdat${MEDIA}`)]),
    ]) {
      const video = phoneVideo("isom", media);
      const blanked = await withoutVideoMetadata(video);
      expect(blanked && holds(blanked, PLACE)).toBe(false);
      expect(blanked?.indexOf(MEDIA)).toBe(video.indexOf(MEDIA));
    }
  });

  it("is refused when the boxes do not add up", async () => {
    const video = phoneVideo();
    const moov = video.indexOf("moov") - 4;
    const damaged = Buffer.from(video);
    damaged.writeUInt32BE(video.length * 2, moov);
    expect(await withoutVideoMetadata(damaged)).toBeNull();
    expect(await withoutVideoMetadata(video.subarray(0, video.length - 5))).toBeNull();
    expect(await withoutVideoMetadata(Buffer.concat([video, box("free").subarray(0, 5)]))).toBeNull();
  });
});
