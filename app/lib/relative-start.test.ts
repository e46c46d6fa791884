import { describe, expect, it } from "vitest";
import { relativeStart } from "./relative-start";

const now = new Date("2026-06-01T12:00:00Z");
const at = (ms: number) => new Date(now.getTime() + ms);

describe("relativeStart", () => {
  it("says 'In ...' for the future and '... ago' for the past (spec §2)", () => {
    expect(relativeStart(at(3 * 86_400_000), now)).toBe("In 3 days");
    expect(relativeStart(at(-2 * 3_600_000), now)).toBe("2 hours ago");
    expect(relativeStart(at(14 * 86_400_000), now)).toBe("In 2 weeks");
    expect(relativeStart(at(-400 * 86_400_000), now)).toBe("1 year ago");
  });

  it("counts anything under a minute as a minute", () => {
    expect(relativeStart(at(10_000), now)).toBe("In 1 minute");
    expect(relativeStart(at(-10_000), now)).toBe("1 minute ago");
    expect(relativeStart(now, now)).toBe("In 1 minute");
  });
});
