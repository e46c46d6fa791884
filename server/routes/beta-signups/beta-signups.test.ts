import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { betaSignups, domainEvents } from "../../db/schema";
import { createTestApp, postJson, type TestApp } from "../../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const valid = {
  name: "Maya Chen",
  email: "Maya@Riverside.org",
  organization: "Riverside Food Bank",
  organizationType: "nonprofit",
  message: "We run 40 volunteer shifts a month.",
};

describe("POST /api/beta-signups", () => {
  it("stores a new sign-up and thanks the visitor", async () => {
    const response = await t.request("/api/beta-signups", postJson(valid));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.status).toBe("created");
    expect(body.message).toContain("Maya Chen");
    const rows = await t.deps.db.select().from(betaSignups);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: "maya@riverside.org",
      organizationType: "nonprofit",
      status: "pending",
    });
    const events = await t.deps.db.select().from(domainEvents);
    expect(events.map((event) => event.type)).toContain("beta_signup.created");
  });

  it("answers a repeated address, in any letter case, kindly and without a second row", async () => {
    const response = await t.request(
      "/api/beta-signups",
      postJson({ ...valid, email: "MAYA@riverside.ORG" }),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.status).toBe("already_registered");
    expect(body.message).toMatch(/already on the .* beta list/);
    expect(await t.deps.db.select().from(betaSignups)).toHaveLength(1);
  });

  it("refuses invalid input with the form's messages", async () => {
    const response = await t.request(
      "/api/beta-signups",
      postJson({ name: " ", email: "not-an-email", organization: "", organizationType: "club" }),
    );
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.error.code).toBe("validation_failed");
    const byPath = Object.fromEntries(
      body.error.issues.map((issue: { path: string; message: string }) => [issue.path, issue.message]),
    );
    expect(byPath).toMatchObject({
      name: "Please enter your name.",
      email: "Please enter a valid email address.",
      organization: "Please enter your organization's name.",
      organizationType: "Please choose your organization type.",
    });
  });

  it("refuses an over-long message", async () => {
    const response = await t.request(
      "/api/beta-signups",
      postJson({ ...valid, email: "long@x.org", message: "x".repeat(2001) }),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).error.issues[0].path).toBe("message");
  });
});
