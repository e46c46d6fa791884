import { randomInt } from "node:crypto";

const S32 = "234567abcdefghijklmnopqrstuvwxyz";
const CLOCK_ID = BigInt(randomInt(1024));
let last = 0n;

/**
 * A record key in the AT Protocol's TID form (13 characters of sortable base32: microseconds since
 * 1970, then a 10-bit clock id), as the PDS would make one. We make it ourselves so that a copy's
 * address is known before the record is written, and a job tried again finds it.
 */
export function newTid(): string {
  let micros = BigInt(Date.now()) * 1000n;
  if (micros <= last) micros = last + 1n;
  last = micros;
  let value = (micros << 10n) | CLOCK_ID;
  let out = "";
  for (let i = 0; i < 13; i++) {
    out = S32[Number(value & 31n)] + out;
    value >>= 5n;
  }
  return out;
}
