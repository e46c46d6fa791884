import { describe, expect, it } from "vitest";
import { PRIVACY_VERSION, TERMS_VERSION } from "../../../shared/limits";
import { privacyPolicy } from "../legal/privacy-policy";
import { termsOfService } from "../legal/terms-of-service";
import {
  allMarketingPages,
  MARKETING_SECTIONS,
  marketingPath,
  PUBLIC_PATHS,
  pagesBySection,
  sectionIndexes,
} from ".";
import { landing } from "./landing";
import { loadAllMarketingPages } from "./load-page";

const pages = await loadAllMarketingPages();

const SLUGS = {
  benefits: ["increase-revenue", "amplify-reach", "recruitment-retention", "community-trust", "time-saving"],
  features: [
    "members",
    "groups",
    "partnerships",
    "events",
    "collaboration",
    "awareness",
    "volunteer-management",
    "reporting",
    "recognition",
    "roles-privacy",
    "gamification",
    "subgroups",
    "workspaces",
    "unified-tracking",
    "web-of-impact",
    "recognize-impact",
    "seamless-collaboration",
    "impact-storytelling",
  ],
  communities: ["nonprofits", "businesses", "chamber-commerce", "alliances", "schools"],
};

const PLACEHOLDER = /lorem|ipsum|\btodo\b|\btbd\b|\[[a-z ]+\]|placeholder/i;

describe("marketing content", () => {
  it("has exactly the pages of spec §2, in order", () => {
    for (const section of MARKETING_SECTIONS) {
      expect(pagesBySection[section].map((page) => page.slug)).toEqual(SLUGS[section]);
      expect(pagesBySection[section].every((page) => page.section === section)).toBe(true);
    }
    expect(sectionIndexes.benefits.label).toBe("Benefits");
    expect(sectionIndexes.features.label).toBe("Features");
    expect(sectionIndexes.communities.label).toBe("Communities");
    expect(PUBLIC_PATHS).toHaveLength(1 + 3 + 28 + 4);
  });

  it("loads a body for every page", () => {
    expect(pages.map(marketingPath)).toEqual(allMarketingPages.map(marketingPath));
  });

  it.each(pages.map((page) => [marketingPath(page), page] as const))(
    "%s follows the copy rules",
    (path, page) => {
      expect(page.menuDescription.length).toBeLessThanOrEqual(80);
      expect(page.metaDescription.length).toBeLessThanOrEqual(160);
      expect(page.highlights.length).toBeGreaterThanOrEqual(3);
      expect(page.highlights.length).toBeLessThanOrEqual(6);
      expect(page.steps.length).toBeGreaterThanOrEqual(3);
      expect(page.steps.length).toBeLessThanOrEqual(4);
      expect(page.useCases.length).toBeGreaterThanOrEqual(2);
      expect(page.faq.length).toBeGreaterThanOrEqual(2);
      expect(page.title).not.toContain("Common Ground");
      expect(page.related).not.toContain(path);
      for (const related of page.related) expect(PUBLIC_PATHS).toContain(related);
      expect(JSON.stringify(page)).not.toMatch(PLACEHOLDER);
    },
  );

  it("gives every page of a section its own icon and its own lead", () => {
    for (const section of MARKETING_SECTIONS) {
      const icons = pagesBySection[section].map((page) => page.icon);
      expect(new Set(icons).size).toBe(icons.length);
    }
    const leads = pages.map((page) => page.lead);
    expect(new Set(leads).size).toBe(leads.length);
  });

  it("has a landing page and legal documents without placeholders", () => {
    expect(landing.metaDescription.length).toBeLessThanOrEqual(160);
    // The privacy policy is 1.1 since issue 30 (docs/decisions.md, "Privacy policy 1.1").
    expect(privacyPolicy.version).toBe("1.1");
    expect(privacyPolicy.version).toBe(PRIVACY_VERSION);
    // The terms are 1.1 since issue 31 (docs/decisions.md, "Privacy policy 1.1", last paragraph).
    expect(termsOfService.version).toBe("1.1");
    expect(termsOfService.version).toBe(TERMS_VERSION);
    for (const document of [privacyPolicy, termsOfService]) {
      expect(document.sections.length).toBeGreaterThan(5);
      expect(JSON.stringify(document)).not.toMatch(PLACEHOLDER);
    }
    expect(JSON.stringify(landing)).not.toMatch(PLACEHOLDER);
  });
});
