import { describe, expect, it } from "vitest";
import { EMAIL_MAX_LENGTH } from "../limits";
import { registerSchema, signInSchema } from "./auth";
import { createBetaSignupSchema } from "./beta-signup";
import { blueskyCredentialsSchema, blueskyRegistrationSchema } from "./bluesky";
import {
  EMAIL_TOO_LONG_MESSAGE,
  emailAddress,
  findRefusedCharacter,
  INVALID_CHARACTERS,
  INVALID_CHARACTERS_MESSAGE,
  isInvalidCharactersIssue,
  multiLineText,
  singleLineText,
} from "./text";

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("findRefusedCharacter", () => {
  it("refuses every C0 control, DEL and every C1 control in a single-line field", () => {
    for (const code of [...range(0x00, 0x1f), ...range(0x7f, 0x9f)]) {
      expect(findRefusedCharacter(`ab${String.fromCharCode(code)}c`, "single-line"), hex(code)).toBe(2);
    }
  });

  it("keeps \\n, \\r\\n and tab in a multi-line field, and refuses the other controls", () => {
    expect(findRefusedCharacter("one\ntwo\r\nthree\tfour", "multi-line")).toBe(-1);
    for (const code of [...range(0x00, 0x08), 0x0b, 0x0c, ...range(0x0e, 0x1f), ...range(0x7f, 0x9f)]) {
      expect(findRefusedCharacter(`a${String.fromCharCode(code)}`, "multi-line"), hex(code)).toBe(1);
    }
    // A carriage return not followed by a line feed.
    expect(findRefusedCharacter("a\rb", "multi-line")).toBe(1);
    expect(findRefusedCharacter("a\r", "multi-line")).toBe(1);
    expect(findRefusedCharacter("a\r\r\nb", "multi-line")).toBe(1);
  });

  it("refuses lone surrogates in both kinds, and keeps pairs", () => {
    for (const kind of ["single-line", "multi-line"] as const) {
      expect(findRefusedCharacter("x\ud800", kind)).toBe(1);
      expect(findRefusedCharacter("x\ud800y", kind)).toBe(1);
      expect(findRefusedCharacter("\udc00x", kind)).toBe(0);
      // A pair in the wrong order is two lone halves.
      expect(findRefusedCharacter("\udc00\ud800", kind)).toBe(0);
      expect(findRefusedCharacter("😀 𝒜 👩‍👩‍👧‍👦", kind)).toBe(-1);
    }
  });

  it("refuses bidi embeddings, overrides and isolates and line separators in single-line fields only", () => {
    for (const code of [...range(0x202a, 0x202e), ...range(0x2066, 0x2069), 0x2028, 0x2029]) {
      const value = `Jo${String.fromCharCode(code)}Lee`;
      expect(findRefusedCharacter(value, "single-line"), hex(code)).toBe(2);
      expect(findRefusedCharacter(value, "multi-line"), hex(code)).toBe(-1);
    }
  });

  it("keeps ordinary text of every script, marks and joiners", () => {
    for (const value of [
      "Zoë Ærøskøbing",
      "محمد علي",
      "שלום\u200e (Tel Aviv)",
      "\u200fעברית",
      "山田 太郎",
      "O'Brien-Smith",
      "a\u00a0b",
      "~",
      "\u00a0",
      "",
    ]) {
      expect(findRefusedCharacter(value, "single-line"), value).toBe(-1);
    }
  });
});

describe("singleLineText and multiLineText", () => {
  it("raise one recognisable issue with the one message", () => {
    const result = singleLineText().safeParse("a\u0000b");
    expect(result.success).toBe(false);
    const issues = result.error?.issues ?? [];
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({
      code: "custom",
      message: INVALID_CHARACTERS_MESSAGE,
      params: { reason: INVALID_CHARACTERS },
    });
    expect(issues.every(isInvalidCharactersIssue)).toBe(true);
    const other = singleLineText().min(3, "Too short").safeParse("ab");
    expect(other.error?.issues.some(isInvalidCharactersIssue)).toBe(false);
  });

  it("check the value as sent, then trim it", () => {
    expect(singleLineText().safeParse("  Jo Lee  ").data).toBe("Jo Lee");
    // A trailing line break is refused, not trimmed away: some readers keep the body as sent.
    expect(singleLineText().safeParse("Jo\n").success).toBe(false);
    expect(singleLineText().safeParse("Jo\u2029").success).toBe(false);
    expect(multiLineText().safeParse("\n Dear team,\r\n\tthanks \n").data).toBe("Dear team,\r\n\tthanks");
    expect(multiLineText().safeParse("x\u0000").success).toBe(false);
  });

  it("report the character issue alongside the field's own limits", () => {
    const result = singleLineText().max(3, "Too long").safeParse("abcd\u0000");
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      INVALID_CHARACTERS_MESSAGE,
      "Too long",
    ]);
  });
});

describe("emailAddress", () => {
  const email = emailAddress({ required: "Email is required", invalid: "Not an email" });
  const messages = (value: unknown) => email.safeParse(value).error?.issues.map((issue) => issue.message);

  it("takes an address of at most EMAIL_MAX_LENGTH characters, trimmed", () => {
    const longest = `${"a".repeat(64)}@${"b".repeat(EMAIL_MAX_LENGTH - 64 - 1 - 4)}.org`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(email.safeParse(` ${longest} `).data).toBe(longest);
  });

  it("checks the length and the characters before the format, each with its own message", () => {
    expect(messages(`${"a".repeat(64)}@${"b".repeat(EMAIL_MAX_LENGTH)}.org`)).toEqual([
      EMAIL_TOO_LONG_MESSAGE,
    ]);
    expect(messages("x".repeat(1_000_000))).toEqual([EMAIL_TOO_LONG_MESSAGE]);
    expect(messages("jo\u0000@example.org")).toEqual([INVALID_CHARACTERS_MESSAGE]);
    expect(messages("jo@exa\u202emple.org")).toEqual([INVALID_CHARACTERS_MESSAGE]);
    expect(messages("")).toEqual(["Email is required"]);
    expect(messages("jo@")).toEqual(["Not an email"]);
    expect(messages(42)?.length).toBe(1);
  });

  it("says so in every e-mail field of the shared schemas", () => {
    const long = `${"a".repeat(300)}@example.org`;
    const field = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      result.error?.issues.find((issue) => issue.path[0] === "email")?.message;
    expect(field(signInSchema.safeParse({ email: long, password: "secret1" }))).toBe(EMAIL_TOO_LONG_MESSAGE);
    expect(
      field(
        createBetaSignupSchema.safeParse({
          name: "Jo",
          email: long,
          organization: "Food Bank",
          organizationType: "nonprofit",
        }),
      ),
    ).toBe(EMAIL_TOO_LONG_MESSAGE);
    expect(
      field(
        blueskyRegistrationSchema.safeParse({
          firstName: "A",
          lastName: "B",
          email: long,
          agreedToTerms: true,
        }),
      ),
    ).toBe(EMAIL_TOO_LONG_MESSAGE);
  });
});

describe("the shared schemas' text fields", () => {
  const refused = (result: { error?: { issues: { code: string; params?: unknown }[] } }) =>
    result.error?.issues.some(isInvalidCharactersIssue) ?? false;
  const registration = {
    firstName: "Jo",
    lastName: "Lee",
    email: "jo@example.org",
    password: "secret1",
    agreedToTerms: true,
  };

  it("registration: names checked, whatever `name` says (the server makes it), and no picture", () => {
    expect(registerSchema.safeParse({ ...registration, name: "Jo Lee" }).success).toBe(true);
    expect(refused(registerSchema.safeParse({ ...registration, firstName: "J\u0000o" }))).toBe(true);
    expect(refused(registerSchema.safeParse({ ...registration, lastName: "Le\u202ee" }))).toBe(true);
    expect(registerSchema.safeParse({ ...registration, name: "x".repeat(300_000) }).success).toBe(true);
    expect(registerSchema.safeParse({ ...registration, image: "https://example.org/a.png" }).success).toBe(
      false,
    );
  });

  it("beta sign-up: the message keeps its lines, the name does not", () => {
    const signup = {
      name: "Jo",
      email: "jo@example.org",
      organization: "Food Bank",
      organizationType: "nonprofit",
    };
    expect(createBetaSignupSchema.safeParse({ ...signup, message: "Hello,\r\n\tthanks!" }).success).toBe(
      true,
    );
    expect(refused(createBetaSignupSchema.safeParse({ ...signup, message: "Hi\u0000" }))).toBe(true);
    expect(refused(createBetaSignupSchema.safeParse({ ...signup, name: "Jo\nLee" }))).toBe(true);
    expect(refused(createBetaSignupSchema.safeParse({ ...signup, organization: "Food\u2066Bank" }))).toBe(
      true,
    );
  });

  it("Bluesky: the identifier is checked, the app password goes through as typed", () => {
    expect(
      refused(blueskyCredentialsSchema.safeParse({ identifier: "jo\u0000.bsky.social", password: "x" })),
    ).toBe(true);
    expect(
      blueskyCredentialsSchema.safeParse({ identifier: "jo.bsky.social", password: "a\tb" }).success,
    ).toBe(true);
    expect(
      refused(
        blueskyRegistrationSchema.safeParse({
          firstName: "\u202eJo",
          lastName: "Lee",
          email: "jo@example.org",
          agreedToTerms: true,
        }),
      ),
    ).toBe(true);
  });
});
