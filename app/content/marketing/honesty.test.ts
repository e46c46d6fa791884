import { describe, expect, it } from "vitest";
import { marketingPageByPath, marketingPath, sectionIndexes } from ".";
import { landing } from "./landing";
import { loadAllMarketingPages } from "./load-page";

// Issue 27 item 9: marketing pages a school IT reviewer and a volunteer both trust.

const pages = await loadAllMarketingPages();

/** Emoji show as empty boxes on systems without an emoji font: the pages use icons instead. */
// ©, ® and ™ count as pictographic in Unicode but every text font draws them.
const EMOJI = /(?![\u00a9\u00ae\u2122])\p{Extended_Pictographic}/u;

/** Developer words belong in docs/, not in copy a school administrator reads. */
const JARGON =
  /\b(HttpOnly|cookies?|PostgreSQL|Postgres|PGlite|SQL|Web Push|VAPID|OpenID( Connect)?|OIDC|OAuth|AT Protocol|APIs?|ICS|JSON|PWA|S3|SMTP|JWT|tokens?|databases?|self-host\w*)\b/i;

/**
 * What Common Ground does not do yet (native apps and offline use, organisations' tracking
 * dashboards beyond their reports, public impact pages and embeddable widgets, leaderboards shown
 * outside the app, imports of volunteers or hours, text messages). Copy that mentions it must be
 * marked `coming: true`, on its block or on its whole page. Volunteer hours (issue 29: check-in,
 * kiosks, hour logs, verification, volunteer history, transcripts, service-hour requirements) and
 * recognition and reports (issue 30: awards, milestone badges, points and leaderboards, impact
 * reports with charts, CSV, PDF and the estimated value of volunteer time) are built and may be
 * sold.
 */
const NOT_BUILT =
  /\b(mobile apps?|native apps?|offline|tracking dashboards?|impact pages?|public leaderboards?|widgets?|embed(dable|ded)?|imports?|importing|SMS|text messages?)\b/i;

const SAYS_COMING = /\b(is|are) coming\b|\bon (its|their) way\b/i;

/** The pages about features that are not built yet (spec decisions: volunteering): none since issue 30. */
const COMING_PAGES: string[] = [];

/** Every string inside a value, with where it was found. */
function strings(value: unknown, where: string, skipComing = false): [string, string][] {
  if (typeof value === "string") return [[where, value]];
  if (!value || typeof value !== "object") return [];
  if (skipComing && (value as { coming?: boolean }).coming) return [];
  return Object.entries(value).flatMap(([key, child]) => strings(child, `${where}.${key}`, skipComing));
}

const everything: [string, string][] = [
  ...strings(landing, "landing"),
  ...strings(sectionIndexes, "sections"),
  ...pages.flatMap((page) => strings(page, marketingPath(page))),
];

/** The copy that sells: everything not marked as coming. */
const sold: [string, string][] = [
  ...strings(landing, "landing", true),
  ...strings(sectionIndexes, "sections", true),
  ...pages.flatMap((page) => strings(page, marketingPath(page), true)),
];

describe("marketing copy people can trust", () => {
  it("has no emoji anywhere", () => {
    const found = everything.filter(([, text]) => EMOJI.test(text));
    expect(found).toEqual([]);
  });

  it("has no developer jargon", () => {
    const found = everything
      .filter(([, text]) => JARGON.test(text))
      .map(([where, text]) => [where, text.match(JARGON)?.[0]]);
    expect(found).toEqual([]);
  });

  it("marks the pages of features that are not built yet as coming, and only those", () => {
    for (const page of pages) {
      expect(page.coming === true, marketingPath(page)).toBe(COMING_PAGES.includes(marketingPath(page)));
      // A drawing of the product shows what it does today.
      if (page.coming) expect(page.illustration, marketingPath(page)).toBeUndefined();
    }
  });

  it("sells nothing that is not built: such copy is marked as coming", () => {
    // A sentence may name what is coming when it says so ("Logging hours is coming.").
    const selling = (text: string) =>
      text.split(/(?<=[.!?])\s+/).some((sentence) => NOT_BUILT.test(sentence) && !SAYS_COMING.test(sentence));
    const found = sold
      .filter(([, text]) => selling(text))
      .map(([where, text]) => [where, text.match(NOT_BUILT)?.[0]]);
    expect(found).toEqual([]);
  });

  it("never links a sold card to a page that is still coming", () => {
    for (const card of [...landing.features.items, ...landing.audiences.items]) {
      const target = marketingPageByPath(card.href);
      expect(target, card.href).toBeDefined();
      if (target?.coming) expect(card.coming, card.title).toBe(true);
    }
  });
});
