import { describe, expect, it } from "vitest";
import { AUTH_ERROR, AUTH_ERROR_CODES } from "./errors";

describe("auth error codes", () => {
  it("names each code by itself, once", () => {
    expect(new Set(AUTH_ERROR_CODES).size).toBe(AUTH_ERROR_CODES.length);
    for (const code of AUTH_ERROR_CODES) expect(AUTH_ERROR[code]).toBe(code);
    expect(Object.keys(AUTH_ERROR)).toHaveLength(AUTH_ERROR_CODES.length);
  });
});
