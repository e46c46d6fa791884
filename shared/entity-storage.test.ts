import { describe, expect, it } from "vitest";
import { formatBytes } from "./entity-storage";

describe("formatBytes", () => {
  it("says sizes in the binary units the limits use", () => {
    expect(formatBytes(0)).toBe("0 bytes");
    expect(formatBytes(1)).toBe("1 byte");
    expect(formatBytes(1023)).toBe("1023 bytes");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(120 * 1024 * 1024)).toBe("120 MB");
    expect(formatBytes(100 * 1024 * 1024)).toBe("100 MB");
    expect(formatBytes(1024 ** 3)).toBe("1 GB");
    expect(formatBytes(2.25 * 1024 ** 3)).toBe("2.3 GB");
    // Just under a unit reads as the unit, never "1024 KB".
    expect(formatBytes(1024 * 1024 - 1)).toBe("1 MB");
    expect(formatBytes(1023 * 1024)).toBe("1023 KB");
    expect(formatBytes(5 * 1024 ** 4)).toBe("5 TB");
  });
});
