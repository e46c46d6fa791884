import fc from "fast-check";
import {
  anyCodeUnit,
  type FuzzValue,
  fieldValue,
  REFUSED_CHARACTERS,
  Special,
  specialJson,
  specialValue,
} from "./generated-values";

/**
 * Generated request bodies for the generated-input test (generated-input.ts): each one is a
 * plan, applied at run time to the body of a row of the access table (which depends on the world
 * and the actor), so that every route's own fields get hostile values, wrong types, extra and
 * missing fields; or a body that is no object at all, or no JSON at all.
 */

/** Names worth adding: fields other schemas (or Better Auth) know, and prototype tricks. */
const EXTRA_KEYS = [
  "name",
  "image",
  "email",
  "emailVerified",
  "role",
  "id",
  "userId",
  "signUpMethod",
  "firstName",
  "lastName",
  "bio",
  "content",
  "password",
  "parentId",
  "ownerId",
  "hostId",
  "callbackURL",
  "redirectTo",
  "provider",
  "ticket",
  "token",
  "constructor",
  "__proto__",
];

/** A change to the template body: paths are picked at run time among the template's own fields. */
export type Mutation =
  | { op: "set"; at: number; value: FuzzValue }
  | { op: "inject"; at: number; offset: number; text: string }
  | { op: "delete"; at: number }
  | { op: "add"; key: string; value: FuzzValue };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant("set"), at: fc.nat(), value: fieldValue }), weight: 5 },
  {
    arbitrary: fc.record({
      op: fc.constant("inject"),
      at: fc.nat(),
      offset: fc.nat(),
      text: fc.constantFrom(...REFUSED_CHARACTERS),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ op: fc.constant("delete"), at: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      op: fc.constant("add"),
      key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 8 })),
      value: fieldValue,
    }),
    weight: 1,
  },
) as fc.Arbitrary<Mutation>;

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16le",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  null,
];

const RAW_BODIES = [
  "",
  "{",
  "}",
  "[",
  "nul",
  '{"a":',
  "\u0000",
  "{}garbage",
  "\ufeff{}",
  '{"firstName":"\\u0000","lastName":"\\u0000","email":"\\u0000","name":"\\u0000"}',
  '{"firstName":"\\ud800","lastName":"\\udc00","name":"\\ud800","email":"\\ud800@x.org"}',
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
  '{"email":"a@b.co","email":"\\u0000"}',
  "firstName=a%00b&lastName=c&email=a%40b.co",
  '--xyz\r\nContent-Disposition: form-data; name="firstName"\r\n\r\na\u0000b\r\n--xyz--\r\n',
];

/** What is sent: the template changed, another JSON value in its place, or raw text. */
export type BodyPlan =
  | { kind: "mutated"; mutations: Mutation[] }
  | { kind: "whole"; value: FuzzValue }
  | { kind: "raw"; text: string | Special; contentType: string | null };

export const bodyPlan: fc.Arbitrary<BodyPlan> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant("mutated" as const),
      mutations: fc.array(mutation, { minLength: 1, maxLength: 4 }),
    }),
    weight: 14,
  },
  { arbitrary: fc.record({ kind: fc.constant("whole" as const), value: fieldValue }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant("raw" as const),
      // Specials as they are: megabytes of text, 10,000-deep JSON, or unclosed.
      text: fc.oneof(
        fc.constantFrom(...RAW_BODIES),
        fc.string({ unit: anyCodeUnit, maxLength: 50 }),
        specialValue,
      ),
      contentType: fc.constantFrom(...CONTENT_TYPES),
    }),
    weight: 3,
  },
);

type Path = (string | number)[];
type Json = FuzzValue;

/** Every field of a JSON value, leaves and containers alike, as paths from the top. */
function fieldPaths(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== "object" || value instanceof Special) return [];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...fieldPaths(child, [...prefix, key])]);
}

function parentOf(root: Json, path: Path): Record<string | number, Json> | null {
  let node: Json = root;
  for (const key of path.slice(0, -1)) {
    if (node === null || typeof node !== "object" || node instanceof Special) return null;
    node = (node as Record<string | number, Json>)[key] as Json;
  }
  return node !== null && typeof node === "object" && !(node instanceof Special)
    ? (node as Record<string | number, Json>)
    : null;
}

/**
 * A deep copy that keeps specials: a generated value may be shared by several plans (constants),
 * and a later mutation must not change it for the next run.
 */
function copy(value: Json): Json {
  if (value === null || typeof value !== "object" || value instanceof Special) return value;
  if (Array.isArray(value)) return value.map(copy);
  const out: { [key: string]: Json } = {};
  for (const [key, child] of Object.entries(value)) {
    Object.defineProperty(out, key, {
      value: copy(child),
      enumerable: true,
      configurable: true,
      writable: true,
    });
  }
  return out;
}

/** The template body with the plan's mutations applied (neither the template nor the plan is changed). */
function applyMutations(template: unknown, mutations: Mutation[]): Json {
  const body: Json = template !== null && typeof template === "object" ? copy(template as Json) : {};
  for (const change of mutations) {
    const paths = fieldPaths(body);
    const path = change.op === "add" || paths.length === 0 ? null : paths[change.at % paths.length];
    if (!path) {
      const value = change.op === "set" || change.op === "add" ? copy(change.value as Json) : "\u0000";
      const key = change.op === "add" ? change.key : "extra";
      // defineProperty: a "__proto__" key becomes an own field, as JSON.parse would make it.
      Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
      continue;
    }
    const parent = parentOf(body, path);
    const key = path[path.length - 1] as string | number;
    if (!parent) continue;
    if (change.op === "set") parent[key] = copy(change.value as Json);
    else if (change.op === "delete") {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
    } else if (change.op === "inject") {
      const current = parent[key];
      const text = typeof current === "string" ? current : JSON.stringify(current ?? "");
      const at = change.offset % (text.length + 1);
      parent[key] = text.slice(0, at) + change.text + text.slice(at);
    }
  }
  return body;
}

/** JSON text of a value, with its specials built in place. */
function toJson(value: Json): string {
  const specials: Special[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (v instanceof Special) {
      specials.push(v);
      return `__special_${specials.length - 1}__`;
    }
    return v;
  });
  return specials.reduce(
    (built, special, i) => built.replace(`"__special_${i}__"`, () => specialJson(special.kind)),
    text ?? "null",
  );
}

/** The body and content type to send for a plan and a row's template body. */
export function buildBody(template: unknown, plan: BodyPlan): { text: string; contentType: string | null } {
  if (plan.kind === "raw") {
    const text = plan.text instanceof Special ? specialJson(plan.text.kind) : plan.text;
    return { text, contentType: plan.contentType };
  }
  if (plan.kind === "whole") return { text: toJson(plan.value as Json), contentType: "application/json" };
  return { text: toJson(applyMutations(template, plan.mutations)), contentType: "application/json" };
}
