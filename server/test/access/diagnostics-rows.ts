import { type AccessCase, all } from "./cases";

/**
 * The diagnostic pages' API (decisions.md "Debug pages"): platform admins only on an install
 * that is not a development one, so a visitor gets 403 like any other member, not 401.
 */
export const DIAGNOSTICS_ROWS: Record<string, AccessCase[]> = {
  "GET /api/diagnostics/mobile": [
    {
      name: "the native shell's preview",
      request: () => ({ path: "/api/diagnostics/mobile" }),
      expect: { ...all(403), platformAdmin: 200 },
    },
  ],
};
