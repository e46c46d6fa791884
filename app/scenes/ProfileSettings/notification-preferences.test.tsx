import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ProfileSettingsScene } from ".";

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock("../../lib/toast", () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

const SAVED = {
  emailEnabled: true,
  pushEnabled: true,
  emailLikes: true,
  emailComments: true,
  emailMentions: true,
  emailConnections: true,
  emailGroupPosts: true,
  emailWorkspaceUpdates: true,
  emailEventReminders: true,
  emailMemberships: true,
  emailVolunteerHours: true,
  emailRecognition: true,
  pushLikes: true,
  pushComments: false,
  pushMentions: true,
  pushConnections: true,
  pushGroupPosts: true,
  pushWorkspaceUpdates: true,
  pushEventReminders: true,
  pushMemberships: true,
  pushVolunteerHours: true,
  pushRecognition: true,
  quietHoursStart: "22:00",
  quietHoursEnd: "08:00",
  timezone: "UTC",
  emailRhythm: "immediate",
  digestHour: 8,
  updatedAt: "2026-11-22T10:00:00.000Z",
};

interface Sent {
  method: string;
  body: unknown;
}

/** The server as the tab meets it: GET and PATCH /api/me/notification-preferences. */
function stubServer(
  patchAnswer?: (body: Record<string, unknown>) => Response,
  push: { publicKey: string | null; platforms: string[] } = { publicKey: "BKey", platforms: ["web"] },
) {
  let stored: Record<string, unknown> = { ...SAVED };
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), "http://localhost"), init);
      const url = new URL(request.url, "http://localhost");
      if (url.pathname === "/api/push/public-key") return Response.json(push);
      if (url.pathname !== "/api/me/notification-preferences") {
        return Response.json({ error: { code: "not_found", message: "Not found." } }, { status: 404 });
      }
      if (request.method === "PATCH") {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push({ method: "PATCH", body });
        if (patchAnswer) return patchAnswer(body);
        stored = { ...stored, ...body };
      }
      return Response.json({ preferences: stored });
    }),
  );
  return sent;
}

function renderTab() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/profile/settings?tab=notifications"]}>
        <Routes>
          <Route path="/profile/settings" element={<ProfileSettingsScene />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const save = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));

beforeAll(() => {
  // Radix's switch measures itself; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
beforeEach(() => toastSuccess.mockReset());
afterEach(() => vi.unstubAllGlobals());

describe("Profile Settings: the Notifications tab", () => {
  it("is a tab of the settings, showing the saved switches with their names", async () => {
    stubServer();
    renderTab();
    expect(screen.getByRole("tab", { name: "Notifications" })).toHaveAttribute("aria-selected", "true");
    const likesByEmail = await screen.findByRole("switch", { name: "Likes by e-mail" });
    expect(likesByEmail).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("switch", { name: "Comments by push" })).toHaveAttribute("aria-checked", "false");
    expect(screen.getByRole("switch", { name: "E-mail notifications" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    expect(screen.getByRole("switch", { name: "Push notifications" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    // Ten kinds, two channels, two master switches.
    expect(screen.getAllByRole("switch")).toHaveLength(22);
    expect(screen.getByRole("switch", { name: "Memberships by e-mail" })).toBeInTheDocument();
    expect(screen.getByLabelText("From")).toHaveValue("22:00");
    expect(screen.getByLabelText("Until")).toHaveValue("08:00");
    expect(screen.getByLabelText("Time zone")).toHaveValue("UTC");
    expect(screen.getByRole("radio", { name: "Each notification as it happens" })).toBeChecked();
    expect(screen.queryByLabelText("Send the digest at")).toBeNull();
  });

  it("saves only what changed, and says so", async () => {
    const sent = stubServer();
    renderTab();
    fireEvent.click(await screen.findByRole("switch", { name: "Likes by e-mail" }));
    fireEvent.change(screen.getByLabelText("Until"), { target: { value: "07:30" } });
    fireEvent.change(screen.getByLabelText("Time zone"), { target: { value: "Europe/London" } });
    await save();
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("Notification preferences saved"));
    expect(sent).toEqual([
      {
        method: "PATCH",
        body: { emailLikes: false, quietHoursEnd: "07:30", timezone: "Europe/London" },
      },
    ]);
    expect(screen.getByRole("switch", { name: "Likes by e-mail" })).toHaveAttribute("aria-checked", "false");
  });

  it("turns a channel off with its master switch, disabling its per-type switches", async () => {
    const sent = stubServer();
    renderTab();
    fireEvent.click(await screen.findByRole("switch", { name: "E-mail notifications" }));
    expect(screen.getByRole("switch", { name: "Likes by e-mail" })).toBeDisabled();
    expect(screen.getByRole("switch", { name: "Likes by push" })).toBeEnabled();
    await save();
    await waitFor(() => expect(sent).toEqual([{ method: "PATCH", body: { emailEnabled: false } }]));
  });

  it("captions each master switch with what it does in the position it is in", async () => {
    stubServer();
    renderTab();
    const email = await screen.findByRole("switch", { name: "E-mail notifications" });
    expect(email).toHaveAccessibleDescription("On: e-mail for each kind switched on below.");
    fireEvent.click(email);
    expect(email).toHaveAccessibleDescription("Off: no e-mail of any kind below.");
    const push = screen.getByRole("switch", { name: "Push notifications" });
    expect(push).toHaveAccessibleDescription(/^On: a push notification for each kind switched on below/);
    fireEvent.click(push);
    expect(push).toHaveAccessibleDescription("Off: no push notification of any kind below, on any device.");
  });

  it("disables every push switch, saying why, on a server without push", async () => {
    stubServer(undefined, { publicKey: null, platforms: [] });
    renderTab();
    const push = await screen.findByRole("switch", { name: "Push notifications" });
    await waitFor(() => expect(push).toBeDisabled());
    expect(push).toHaveAccessibleDescription("Push notifications are not set up on this server.");
    const likesByPush = screen.getByRole("switch", { name: "Likes by push" });
    expect(likesByPush).toBeDisabled();
    expect(likesByPush).toHaveAccessibleDescription("Push notifications are not set up on this server.");
    // E-mail is untouched.
    expect(screen.getByRole("switch", { name: "Likes by e-mail" })).toBeEnabled();
  });

  it("chooses a daily digest and its hour", async () => {
    const sent = stubServer();
    renderTab();
    fireEvent.click(await screen.findByRole("radio", { name: "A daily digest" }));
    const hour = screen.getByLabelText("Send the digest at");
    expect(hour).toHaveValue("8");
    fireEvent.change(hour, { target: { value: "18" } });
    await save();
    await waitFor(() =>
      expect(sent).toEqual([{ method: "PATCH", body: { emailRhythm: "daily", digestHour: 18 } }]),
    );
  });

  it("refuses an empty quiet-hours time beside its field, without sending", async () => {
    const sent = stubServer();
    renderTab();
    fireEvent.change(await screen.findByLabelText("From"), { target: { value: "" } });
    await save();
    expect(await screen.findByText("Use a 24-hour time such as 22:00.")).toBeInTheDocument();
    expect(screen.getByLabelText("From")).toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal beside the field it names", async () => {
    stubServer(() =>
      Response.json(
        {
          error: {
            code: "validation_failed",
            message: "Unknown time zone: choose one from the list, such as Europe/London.",
            issues: [
              {
                path: "timezone",
                message: "Unknown time zone: choose one from the list, such as Europe/London.",
              },
            ],
          },
        },
        { status: 422 },
      ),
    );
    renderTab();
    fireEvent.change(await screen.findByLabelText("Time zone"), { target: { value: "Asia/Tokyo" } });
    await save();
    const field = screen.getByLabelText("Time zone");
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(
      field.parentElement && within(field.parentElement).getByText(/Unknown time zone/),
    ).toBeInTheDocument();
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it("says so when the preferences cannot be fetched, with a retry", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("down", { status: 400 })),
    );
    renderTab();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /Request failed|Failed to fetch notification preferences/,
    );
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});
