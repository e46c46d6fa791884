import { ACCESSIBILITY_EMAIL } from "../../../shared/brand";

/** A part of the site known not to meet the standard in full, and the criteria it misses. */
export interface KnownException {
  title: string;
  detail: string;
  /**
   * The WCAG 2.2 success criteria this falls short of. The conformance report marks exactly these
   * "Partially Supports" (its test checks). Empty for pages that are not ours (other companies').
   */
  criteria: string[];
}

/**
 * The exceptions the /accessibility page lists and docs/accessibility-conformance-report.md
 * explains criterion by criterion. Change both together: the report's test compares them.
 */
export const KNOWN_EXCEPTIONS: KnownException[] = [
  {
    title: "Photos members post",
    detail:
      "Members cannot yet write a description of the photos they attach to posts. A screen reader announces a photo by its place and its author (“Attachment 1 of 2 from Ana Ruiz”), not by what it shows. Cover photos of communities, events and profiles are likewise named only as a cover photo.",
    criteria: ["1.1.1"],
  },
  {
    title: "Videos members post",
    detail:
      "Videos never play by themselves and use the browser's own controls, but members cannot add captions, a transcript or an audio description to them, so what is said and shown in a video is not available in another form.",
    criteria: ["1.2.1", "1.2.2", "1.2.3", "1.2.5"],
  },
  {
    title: "Files in a community's storage",
    detail:
      "PDFs, documents and other files that members upload are shared as they are. Whether a file is accessible depends on whoever made it; the site does not check or convert files.",
    criteria: ["1.1.1", "1.3.1"],
  },
  {
    title: "Several people writing in a workspace page at once",
    detail:
      "While others edit the same page, their cursors and names are shown on screen only. A screen reader is not told where they are working, and their changes appear in the text without being announced. Who else has the page open is announced.",
    criteria: ["1.3.1"],
  },
  {
    title: "Text members write in other languages",
    detail:
      "Posts, comments and workspace pages are marked as English whatever language they are written in, so a screen reader may read a post written in Spanish, for example, with English pronunciation.",
    criteria: ["3.1.2"],
  },
  {
    title: "Sign-in pages of Google, Apple and Bluesky",
    detail:
      "Signing in with Google or Apple takes you to that company's own page, and a Bluesky app password is made on Bluesky's site. Those pages belong to those companies and are not covered by this statement. Signing in with an e-mail address and a password needs no other site.",
    criteria: [],
  },
];

/** The /accessibility page's copy, in the plain words a school administrator files. */
export const accessibilityStatement = {
  title: "Accessibility Statement",
  /** ISO date of the last review of the site against the standard (and of the report). */
  lastReviewed: "2026-11-28",
  contactEmail: ACCESSIBILITY_EMAIL,
  intro:
    "We want everyone to be able to use Common Ground, including people who use a screen reader, a keyboard instead of a mouse, zoom or high contrast. This statement says which standard we meet, how we check it, where we fall short and how to tell us about a problem.",
  standard: [
    "Common Ground aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, published by the World Wide Web Consortium (W3C). This covers the public pages and the signed-in app, in the light and the dark theme, on computers and on phones.",
    "Meeting WCAG 2.2 level AA also meets WCAG 2.1 level AA, the standard the Americans with Disabilities Act (ADA) Title II rule sets for the websites and apps of US public schools, including the software they buy. The one WCAG 2.1 criterion that 2.2 dropped, 4.1.1 Parsing, is treated by the W3C as always met by HTML pages.",
  ],
  testing: [
    "Every page of the public site (the marketing, legal and sign-in pages) and every page of the signed-in app that our browser tests visit is checked by axe, an automated accessibility checker, each time the test suite runs. A serious or critical problem fails the tests.",
    "The public site's pages are checked by axe in both the light and the dark theme.",
    "The public site's pages and every page of the signed-in app are checked at 390 pixels wide, the width of a phone, with long names and long links in place, so that nothing makes a page scroll sideways.",
    "Browser tests use the keyboard alone for the menus, the search (Ctrl+K), the notification bell and dialogs (Escape closes a dialog and returns focus to the button that opened it).",
    "At this review we also checked the public pages at 320 pixels wide, moved backwards through them with the keyboard to see that the focused item is never hidden under the header, and measured the size of their buttons and links. Automated checks find only some problems, and testing with screen readers (NVDA, JAWS, VoiceOver) is not yet part of every release.",
  ],
  exceptionsIntro:
    "These parts of the site do not yet meet the standard in full. Most concern what members themselves upload or write; we list them so that you can plan around them.",
  contact: [
    "If something on this site is hard or impossible for you to use, or you need information in another format, write to us. Tell us the page's address and what went wrong; we will reply and, where we can, give you the information another way while we fix it.",
    "If your school or organization runs this site for you, you can also contact them. Our detailed conformance report (an ACR in the VPAT 2.5 format), criterion by criterion, is available on request at the same address.",
  ],
};
