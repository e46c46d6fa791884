import { randomBytes } from "node:crypto";

let sequence = 0;

/** A short suffix unique within this process and across processes sharing a database. */
export function unique(): string {
  sequence += 1;
  return `${sequence}${randomBytes(3).toString("hex")}`;
}

/** How many suffixes this process has made: varies the factories' default names. */
export function uniqueCount(): number {
  return sequence;
}
