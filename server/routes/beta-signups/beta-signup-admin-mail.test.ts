import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson } from "../../test/app";
import { createMailedTestApp, type MailedTestApp } from "../../test/mail";

let t: MailedTestApp;
beforeAll(async () => {
  t = await createMailedTestApp({ ADMIN_EMAILS: "ops@example.org,chair@example.org" });
});
afterAll(async () => {
  await t?.close();
});

describe("a beta sign-up's side effects", () => {
  it("mails each platform admin once, with what the form said", async () => {
    const response = await t.request(
      "/api/beta-signups",
      postJson({
        name: "Maya Chen",
        email: "maya@riverside.org",
        organization: "Riverside Food Bank",
        organizationType: "nonprofit",
        message: "We run 40 volunteer shifts a month.",
      }),
    );
    expect(response.status).toBe(201);
    await t.worker.runDue();
    await t.worker.runDue();
    for (const admin of ["ops@example.org", "chair@example.org"]) {
      const mail = await t.smtp.waitFor(admin);
      expect(mail.subject).toBe("New beta sign-up: Riverside Food Bank");
      expect(mail.text).toContain("Organization: Riverside Food Bank (Nonprofit)");
      expect(mail.text).toContain("We run 40 volunteer shifts a month.");
    }
    expect(t.smtp.messages).toHaveLength(2);
  });
});
