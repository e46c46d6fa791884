/**
 * Videos as phones write them, built box by box (ISO/IEC 14496-12): the recording place in the
 * movie's `udta` (`©xyz`) and `meta` (QuickTime keys), the device in a track's `udta`, XMP in a
 * `uuid` box, and a media box whose bytes must come through untouched.
 */
export const PLACE = "+48.8584+002.2945/";
export const MEDIA = "the picture and the sound, untouched";

/** One box: its 32-bit size, its four-letter type (latin1, so `©` is one byte), its payload. */
export function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
}

/** A box whose size is written in the 64-bit field (size 1), as large media boxes are. */
export function largeBox(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1, 0);
  header.write(type, 4, "latin1");
  header.writeBigUInt64BE(BigInt(16 + payload.length), 8);
  return Buffer.concat([header, payload]);
}

/** An MP4 (or, with `brand` "qt  ", a QuickTime movie) that says where and on what it was filmed. */
export function phoneVideo(brand = "isom", media = box("mdat", Buffer.from(MEDIA))): Buffer {
  const ftyp = box("ftyp", Buffer.from(`${brand}\0\0\x02\0${brand}mp41`, "latin1"));
  const moov = box(
    "moov",
    box("mvhd", Buffer.alloc(100, 1)),
    box("udta", box("\xa9xyz", Buffer.from([0, PLACE.length, 0x15, 0xc7]), Buffer.from(PLACE))),
    box("trak", box("tkhd", Buffer.alloc(84, 2)), box("udta", box("name", Buffer.from("iPhone 15 Pro")))),
    box(
      "meta",
      box("hdlr", Buffer.alloc(24)),
      box("keys", Buffer.from("mdtacom.apple.quicktime.location.ISO6709")),
      box("ilst", Buffer.from(`${PLACE}+035.000/`)),
    ),
  );
  const xmp = box(
    "uuid",
    Buffer.from("be7acfcb97a942e89c71999491e3afac", "hex"),
    Buffer.from("<x:xmpmeta><exif:GPSLatitude>48,51.504N</exif:GPSLatitude></x:xmpmeta>"),
  );
  return Buffer.concat([ftyp, moov, xmp, media]);
}
