import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "../limits";

/**
 * Which characters a text field refuses, in one place (docs/input-validation.md says why).
 *
 * Every text field refuses the characters that are never meant as text: the C0 controls
 * (U+0000–U+001F: NUL, which PostgreSQL cannot store in `text`, escape, backspace…), DEL and the
 * C1 controls (U+007F–U+009F), and lone UTF-16 surrogates (half a character, which an encoder
 * silently turns into U+FFFD, so what we stored would not be what was sent).
 *
 * A multi-line field (a message, a description, a post) keeps its line breaks: `\n`, and `\r\n` as
 * a browser may send from a textarea. It also keeps the tab: it is plain whitespace that pasted
 * text (a list, a table) carries, and it shows as a space; a lone `\r` is refused, since nothing
 * sends it but a typewriter.
 *
 * A single-line field (a name, an e-mail, an organisation) refuses every C0 control, tab and line
 * breaks included, and also the line and paragraph separators (U+2028, U+2029) and the bidi
 * embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069). Single-line values are
 * shown inline, inside other text ("Jo Lee joined Food Bank", a mail's subject, a member list):
 * an override there flips the order of what follows it (the "Trojan Source" trick, or an address
 * that reads backwards), and one left open bleeds into the rest of the line. Names in right-to-left
 * scripts need none of them; the left-to-right and right-to-left marks (U+200E, U+200F), which
 * open no scope, stay allowed. Multi-line text is shown as its own block, where a stray override
 * ends with the paragraph, so it keeps them for the rare writer who needs them.
 *
 * Passwords are not text fields: they are hashed or sent on to a PDS, never stored or shown, so
 * they are left alone.
 */
export type TextKind = "single-line" | "multi-line";

/** The one message for every refused character: the characters are invisible, so say so. */
export const INVALID_CHARACTERS_MESSAGE =
  "This field contains invisible control characters. Remove them and try again.";

/**
 * The `params.reason` of the zod issue a refused character raises; the server recognises it and
 * answers 400 `invalid_characters` instead of 422.
 */
export const INVALID_CHARACTERS = "invalid_characters";

/** Every e-mail field's message past EMAIL_MAX_LENGTH, shown before any message on the format. */
export const EMAIL_TOO_LONG_MESSAGE = `Email must be at most ${EMAIL_MAX_LENGTH} characters.`;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
const isBidiControl = (code: number) =>
  (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);

/** The index of the first character a field of this kind refuses, or -1 when there is none. */
export function findRefusedCharacter(value: string, kind: TextKind): number {
  const multiLine = kind === "multi-line";
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20) {
      if (multiLine && (code === 0x0a || code === 0x09)) continue;
      if (multiLine && code === 0x0d && value.charCodeAt(i + 1) === 0x0a) continue;
      return i;
    }
    if (code < 0x7f) continue;
    if (code <= 0x9f) return i;
    if (isHighSurrogate(code)) {
      if (isLowSurrogate(value.charCodeAt(i + 1))) i++;
      else return i;
    } else if (isLowSurrogate(code)) return i;
    else if (!multiLine && (isBidiControl(code) || code === 0x2028 || code === 0x2029)) return i;
  }
  return -1;
}

/** True when a field of this kind may hold the value as it is. */
export const isAcceptedText = (value: string, kind: TextKind) => findRefusedCharacter(value, kind) === -1;

const refusal = { message: INVALID_CHARACTERS_MESSAGE, params: { reason: INVALID_CHARACTERS } };

/**
 * A one-line text field: refused if it holds a character of the list above, then trimmed; chain
 * the field's own `min`/`max` after it. The check comes first, on the value as sent, because
 * some readers store the body as sent (Better Auth keeps the sign-up's `name` untrimmed), and no
 * browser puts a line break in a one-line input.
 */
export const singleLineText = () =>
  z
    .string()
    .refine((value) => isAcceptedText(value, "single-line"), refusal)
    .trim();

/** A multi-line text field (messages, descriptions, posts): line breaks and tabs allowed. */
export const multiLineText = () =>
  z
    .string()
    .refine((value) => isAcceptedText(value, "multi-line"), refusal)
    .trim();

/**
 * An e-mail field: a single-line text of at most EMAIL_MAX_LENGTH characters (RFC 5321's limit
 * on a path), both checked before the format, so a 1 MB value gets the length message and an
 * address with a NUL the characters one, not "invalid format".
 */
export function emailAddress(messages: { invalid: string; required?: string }) {
  const text = singleLineText();
  const checked = messages.required ? text.min(1, messages.required) : text;
  return checked.max(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG_MESSAGE).pipe(z.email(messages.invalid));
}

/** True for the zod issue a refused character raised (see INVALID_CHARACTERS). */
export function isInvalidCharactersIssue(issue: { code: string; params?: unknown }): boolean {
  return (
    issue.code === "custom" &&
    (issue.params as { reason?: unknown } | undefined)?.reason === INVALID_CHARACTERS
  );
}
