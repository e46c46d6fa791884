import {
  BookOpen,
  Bot,
  Briefcase,
  Coffee,
  CookingPot,
  Droplets,
  GraduationCap,
  HandHeart,
  Handshake,
  House,
  KeyRound,
  type LucideIcon,
  Medal,
  Package,
  Presentation,
  Sandwich,
  ShoppingBasket,
  Shovel,
  Sprout,
  Trees,
  Trophy,
  Truck,
  Users,
  Waves,
} from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * The demo's pictures, drawn here as SVG (turned into images by the seeding): a friendly flat
 * portrait for each person, a logo for each group and partnership, and a landscape with the
 * community's or event's symbol for covers and event pictures. Nothing is fetched or bundled from
 * elsewhere; the symbols are lucide's icons (ISC licence), which the app already uses.
 */

/** What a community or an event is about, by a word in its name: its symbol and colour. */
const MOTIFS: { words: string[]; icon: LucideIcon; hue: number }[] = [
  { words: ["Sorting", "Food Sort"], icon: Package, hue: 28 },
  { words: ["Delivery"], icon: Truck, hue: 200 },
  { words: ["Food Bank"], icon: ShoppingBasket, hue: 160 },
  { words: ["Young Professionals", "Breakfast"], icon: Coffee, hue: 24 },
  { words: ["Chamber"], icon: Briefcase, hue: 220 },
  { words: ["Career Day"], icon: Presentation, hue: 250 },
  { words: ["Key Club"], icon: KeyRound, hue: 45 },
  { words: ["Robotics"], icon: Bot, hue: 190 },
  { words: ["High School"], icon: GraduationCap, hue: 265 },
  { words: ["Tree Planting Team"], icon: Sprout, hue: 110 },
  { words: ["Tree Planting"], icon: Shovel, hue: 95 },
  { words: ["Green Streets"], icon: Trees, hue: 130 },
  { words: ["Coaches"], icon: Medal, hue: 10 },
  { words: ["Youth Sports", "Soccer"], icon: Trophy, hue: 5 },
  { words: ["Potluck"], icon: CookingPot, hue: 340 },
  { words: ["Maple Street"], icon: House, hue: 15 },
  { words: ["Meals"], icon: Sandwich, hue: 38 },
  { words: ["Hunger Coalition"], icon: HandHeart, hue: 350 },
  { words: ["Business & Schools"], icon: Handshake, hue: 230 },
  { words: ["Clean Water", "River"], icon: Droplets, hue: 205 },
  { words: ["Homework"], icon: BookOpen, hue: 280 },
  { words: ["Clean-up"], icon: Waves, hue: 195 },
];

function motifOf(name: string) {
  return MOTIFS.find((motif) => motif.words.some((word) => name.includes(word))) ?? { icon: Users, hue: 170 };
}

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${hue} ${saturation}% ${lightness}%)`;

/** The icon as an SVG element placed at (x, y), `size` wide, in `color`. */
function iconAt(icon: LucideIcon, x: number, y: number, size: number, color: string, strokeWidth = 1.75) {
  const markup = renderToStaticMarkup(createElement(icon, { size, color, strokeWidth }));
  return markup.replace("<svg ", `<svg x="${x}" y="${y}" `);
}

/** A group's, partnership's or event's square picture: its symbol on its colour. */
export function drawLogo(name: string): string {
  const { icon, hue } = motifOf(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${hsl(hue, 62, 46)}"/><stop offset="1" stop-color="${hsl(hue + 18, 58, 34)}"/>
</linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>
<circle cx="330" cy="70" r="120" fill="#fff" opacity="0.08"/>
${iconAt(icon, 90, 90, 220, "#ffffff", 1.6)}
</svg>`;
}

/**
 * A wide cover: sky, sun and hills in the community's colours, its symbol on a disc a little right
 * of the middle (a page's picture overlaps the cover's left edge).
 */
export function drawCover(name: string, width = 1600, height = 600): string {
  const { icon, hue } = motifOf(name);
  const h = (fraction: number) => Math.round(height * fraction);
  const w = (fraction: number) => Math.round(width * fraction);
  const disc = h(0.42);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${hsl(hue, 70, 86)}"/><stop offset="1" stop-color="${hsl(hue + 30, 80, 95)}"/>
</linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${w(0.86)}" cy="${h(0.28)}" r="${h(0.13)}" fill="${hsl(45, 95, 70)}"/>
<path d="M0 ${h(0.68)} Q${w(0.22)} ${h(0.42)} ${w(0.48)} ${h(0.64)} T${width} ${h(0.58)} V${height} H0 Z" fill="${hsl(hue, 40, 62)}"/>
<path d="M0 ${h(0.82)} Q${w(0.3)} ${h(0.62)} ${w(0.62)} ${h(0.8)} T${width} ${h(0.74)} V${height} H0 Z" fill="${hsl(hue, 45, 44)}"/>
<circle cx="${w(0.55)}" cy="${h(0.42)}" r="${disc / 2 + h(0.05)}" fill="#ffffff" opacity="0.92"/>
${iconAt(icon, w(0.55) - disc / 2 + h(0.06), h(0.42) - disc / 2 + h(0.06), disc - h(0.12), hsl(hue, 55, 35), 1.6)}
</svg>`;
}

const SKIN = ["#f5d0b5", "#e8b48f", "#c98e63", "#a86f47", "#7c4f31", "#5b3a24"];
const HAIR = ["#2b1d14", "#4a3020", "#7a4b2a", "#b8843f", "#d9c08c", "#8d8d8d", "#1b1b1b"];
const BACKGROUND = [190, 160, 25, 265, 340, 45, 210, 130];
const SHIRT = ["#0f766e", "#1d4ed8", "#b45309", "#7c3aed", "#be123c", "#15803d", "#334155", "#c2410c"];

/** A person's portrait: a friendly flat drawing, varied by their place in the list. */
export function drawPortrait(index: number): string {
  const pick = <T>(list: T[], step: number) =>
    list[(index * step + Math.floor(index / list.length)) % list.length] as T;
  const skin = pick(SKIN, 5);
  const hair = pick(HAIR, 3);
  const background = pick(BACKGROUND, 7);
  const shirt = pick(SHIRT, 3);
  const style = index % 4;
  const back =
    style === 1
      ? `<path d="M76 120 C70 52 186 52 180 120 L186 206 C160 218 96 218 70 206 Z" fill="${hair}"/>`
      : style === 2
        ? `<circle cx="128" cy="52" r="24" fill="${hair}"/>`
        : "";
  const top =
    style === 3
      ? `<path d="M84 100 C86 66 170 66 172 100 C158 88 98 88 84 100 Z" fill="${hair}" opacity="0.85"/>`
      : `<path d="M80 108 C76 56 180 56 176 108 C168 90 150 80 128 80 C106 80 88 90 80 108 Z" fill="${hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 256 256">
<rect width="256" height="256" fill="${hsl(background, 60, 86)}"/>
${back}
<path d="M36 256 C36 196 84 172 128 172 C172 172 220 196 220 256 Z" fill="${shirt}"/>
<rect x="112" y="146" width="32" height="34" rx="12" fill="${skin}"/>
<ellipse cx="128" cy="114" rx="46" ry="52" fill="${skin}"/>
${top}
<circle cx="111" cy="118" r="4.5" fill="#1f2937"/>
<circle cx="145" cy="118" r="4.5" fill="#1f2937"/>
<path d="M112 140 Q128 152 144 140" stroke="#1f2937" stroke-width="4" fill="none" stroke-linecap="round"/>
</svg>`;
}
