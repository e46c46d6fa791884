import { describe, expect, it, vi } from "vitest";
import { preloadModules, registerPreload } from "./rendered-modules";

describe("preloading a prerendered page's lazy modules", () => {
  it("loads each, including those that loading another one registers, and skips unknown ids", async () => {
    const body = vi.fn(async () => "copy");
    const scene = vi.fn(async () => {
      // The scene's module registers its page copy when it runs, as load-page.ts does.
      registerPreload("content/page.ts", body);
      return "scene";
    });
    registerPreload("scenes/Page/index.tsx", scene);
    await preloadModules(["scenes/Page/index.tsx", "content/page.ts", "lib/query-scope.tsx"]);
    expect(scene).toHaveBeenCalledTimes(1);
    expect(body).toHaveBeenCalledTimes(1);
  });
});
