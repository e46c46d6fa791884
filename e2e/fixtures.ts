import { test as base, expect } from "@playwright/test";

/**
 * `test` with a console watcher: any console error or uncaught page error fails the test
 * (hydration mismatches and failed requests show up there).
 */
export const test = base.extend<{ consoleErrors: string[]; expectedHttpErrors: number[] }>({
  /** HTTP statuses a test provokes on purpose (a wrong password's 401): the browser logs them. */
  expectedHttpErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedHttpErrors }, use) => {
      const errors: string[] = [];
      const expected = expectedHttpErrors.map((status) => `status of ${status} `);
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (expected.some((text) => message.text().includes(text))) return;
        errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
