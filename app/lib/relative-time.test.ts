import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./relative-time";

const now = new Date("2026-11-22T12:00:00Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe("formatRelativeTime", () => {
  it("says how long ago, in the largest whole unit", () => {
    expect(formatRelativeTime(ago(10), now)).toBe("just now");
    expect(formatRelativeTime(ago(50), now)).toBe("1 minute ago");
    expect(formatRelativeTime(ago(5 * 60), now)).toBe("5 minutes ago");
    expect(formatRelativeTime(ago(3 * 3600), now)).toBe("3 hours ago");
    expect(formatRelativeTime(ago(26 * 3600), now)).toBe("yesterday");
    expect(formatRelativeTime(ago(15 * 24 * 3600), now)).toBe("2 weeks ago");
    expect(formatRelativeTime(ago(400 * 24 * 3600), now)).toBe("last year");
  });
});
