import fc from "fast-check";

/**
 * Generated field values for the generated-input test (generated-input.ts): hostile strings,
 * wrong types, well-formed references to nothing, and values too big or too deep to print.
 */

/** A value too big to print in a counterexample: built when the body is, printed by its name. */
export class Special {
  constructor(readonly kind: keyof typeof SPECIALS) {}
  [fc.toStringMethod]() {
    return `<${this.kind}>`;
  }
}

/** How deep the deeply nested JSON goes. */
const DEPTH = 10_000;
/** Raw JSON text of each special value. */
const SPECIALS = {
  "1 MB of ascii": () => JSON.stringify("a".repeat(1_000_000)),
  "1.2 MB of accented letters": () => JSON.stringify("é".repeat(600_000)),
  "1 MB of emoji": () => JSON.stringify("🙂".repeat(250_000)),
  "100k NULs": () => JSON.stringify("\u0000".repeat(100_000)),
  "long unicode name": () => JSON.stringify("Ærøskøbing Ünïcödé 名前 ".repeat(4_000)),
  "10,000 nested arrays": () => `${"[".repeat(DEPTH)}${"]".repeat(DEPTH)}`,
  "10,000 nested objects": () => `${'{"a":'.repeat(DEPTH)}1${"}".repeat(DEPTH)}`,
  "10,000 unclosed arrays": () => "[".repeat(DEPTH),
} as const;

const builtSpecials = new Map<keyof typeof SPECIALS, string>();
/** Each special is built once: a thousand runs need not build a thousand megabytes. */
export function specialJson(kind: keyof typeof SPECIALS): string {
  let json = builtSpecials.get(kind);
  if (json === undefined) {
    json = SPECIALS[kind]();
    builtSpecials.set(kind, json);
  }
  return json;
}

export type FuzzValue =
  | string
  | number
  | boolean
  | null
  | Special
  | FuzzValue[]
  | { [key: string]: FuzzValue };

/** Characters no text field takes (shared/schemas/text.ts), and some that single-line ones refuse. */
export const REFUSED_CHARACTERS = [
  "\u0000",
  "\u0001",
  "\u0007",
  "\b",
  "\t",
  "\n",
  "\r",
  "\u000b",
  "\u001b",
  "\u001f",
  "\u007f",
  "\u0085",
  "\u009f",
  "\ud800",
  "\udbff",
  "\udc00",
  "\u202a",
  "\u202e",
  "\u2066",
  "\u2069",
  "\u2028",
  "\u2029",
];

const HOSTILE_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u001b[31mred\u001b[0m",
  "\ud800",
  "x\udfff",
  "\u202egnp.exe",
  "admin\u202e",
  "'; drop table users; --",
  "Robert'); DROP TABLE students;--",
  "' or '1'='1",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "🙂",
  "👩‍👩‍👧‍👦",
  "\ufeff",
  "\u200b",
  "\ufffd",
  "null",
  "undefined",
  "%00",
  "\\u0000",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a Log4Shell probe, meant literally.
  "${jndi:ldap://127.0.0.1/a}",
  "../../../etc/passwd",
  "a@b.co",
  "a\u0000@example.org",
  `${"x".repeat(250)}@example.org`,
  "x".repeat(49),
  "x".repeat(50),
  "x".repeat(5001),
  "did:plc:aaaaaaaaaaaaaaaaaaaaaaaa",
  "@handle.bsky.social",
];

/** Any UTF-16 code unit, lone surrogates included (fast-check's own strings are well formed). */
export const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const controlUnit = fc.integer({ min: 0, max: 0x9f }).map((code) => String.fromCharCode(code));

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 4 },
  { arbitrary: fc.constantFrom(...REFUSED_CHARACTERS), weight: 2 },
  // Otherwise plausible text with one refused character inside, to get past length and format.
  {
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 10 }),
        fc.constantFrom(...REFUSED_CHARACTERS),
        fc.string({ maxLength: 10 }),
      )
      .map((parts) => parts.join("")),
    weight: 3,
  },
  { arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: controlUnit, maxLength: 10 }), weight: 1 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 60 }), weight: 2 },
  { arbitrary: fc.string({ maxLength: 300 }), weight: 1 },
);

export const specialValue = fc
  .constantFrom(...(Object.keys(SPECIALS) as (keyof typeof SPECIALS)[]))
  .map((kind) => new Special(kind));

const wrongType: fc.Arbitrary<FuzzValue> = fc.oneof(
  fc.constantFrom<FuzzValue>(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    2 ** 31,
    2 ** 53,
    -(2 ** 63),
    1e308,
    [],
    {},
    [null],
    { $ne: null },
    JSON.parse('{"__proto__":{"admin":true}}') as FuzzValue,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** Well-formed values that name nothing, or the first rows: references the route must load. */
const plausible: fc.Arbitrary<FuzzValue> = fc.oneof(
  fc.uuid(),
  fc.constantFrom(1, 2, 3),
  fc.integer({ min: 1, max: 2_147_483_647 }),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.emailAddress(),
);

/** One value for a field. */
export const fieldValue: fc.Arbitrary<FuzzValue> = fc.oneof(
  { arbitrary: hostileString, weight: 12 },
  { arbitrary: wrongType, weight: 6 },
  { arbitrary: plausible, weight: 4 },
  // Megabytes are slow to send: a few dozen per route are enough.
  { arbitrary: specialValue, weight: 1 },
);
