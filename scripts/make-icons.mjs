// Makes the PNG icons of the web app manifest, the Apple touch icon and the favicons from the
// logo (app/public/logo.svg) with sharp. The PNGs are committed (app/public/icons/), so a clean
// checkout builds without running this; run it again after changing the logo:
//   node scripts/make-icons.mjs
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "app/public");
const outDir = path.join(publicDir, "icons");
const logo = await readFile(path.join(publicDir, "logo.svg"));

/** The brand's teal: the logo's own tile, and the background of the maskable icons. */
const TEAL = "#0f766e";

/** The logo drawn at `size` pixels, its rounded tile transparent at the corners ("any" icons). */
function plain(size) {
  return sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 });
}

/**
 * A maskable icon: the platform cuts it to its own shape (circle, squircle) and may keep only the
 * centre 80 %, so the logo sits inside that safe zone on a full-bleed teal square.
 */
async function maskable(size) {
  const inner = Math.round(size * 0.72);
  const mark = await sharp(logo, { density: (72 * inner) / 64 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: TEAL } })
    .composite([{ input: mark, gravity: "center" }])
    .png({ compressionLevel: 9 });
}

/** Apple's touch icon: iOS rounds the corners itself and shows transparency as black. */
async function appleTouch(size) {
  const mark = await sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: TEAL } })
    .composite([{ input: mark }])
    .flatten({ background: TEAL })
    .png({ compressionLevel: 9 });
}

const outputs = [
  ["icon-192.png", plain(192)],
  ["icon-512.png", plain(512)],
  ["maskable-192.png", await maskable(192)],
  ["maskable-512.png", await maskable(512)],
  ["apple-touch-icon.png", await appleTouch(180)],
  ["favicon-32.png", plain(32)],
  ["favicon-16.png", plain(16)],
];
for (const [name, image] of outputs) {
  await writeFile(path.join(outDir, name), await image.toBuffer());
  console.log(`app/public/icons/${name}`);
}
