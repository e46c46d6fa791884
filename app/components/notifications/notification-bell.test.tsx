import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { NotificationItem } from "../../queries/notifications";
import { forgetAnswers } from "./connection-request-answer";
import { NotificationBell } from "./notification-bell";

beforeAll(() => {
  // Radix positions the menu with a ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => {
  forgetAnswers();
  vi.unstubAllGlobals();
});

let serial = 0;
function notification(overrides: Partial<NotificationItem> = {}): NotificationItem {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, "0")}`,
    type: "like",
    message: `Ben Okafor liked your post ${serial}`,
    isRead: false,
    url: `/posts/post-${serial}`,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    actor: { userId: "u-ben", firstName: "Ben", lastName: "Okafor", avatarUrl: null },
    ...overrides,
  } as NotificationItem;
}

type Answer = { status: number; body: unknown } | "pending";
const ok = (body: unknown): Answer => ({ status: 200, body });

/** Answers "METHOD /path" with the next of its answers (the last one repeats); records the calls. */
function stubApi(answers: Record<string, Answer[]>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    const key = `${method} ${url.pathname}`;
    const queue = answers[key];
    if (!queue) throw new Error(`unexpected request ${key}`);
    const answer = queue.length > 1 ? queue.shift() : queue[0];
    if (!answer || answer === "pending") return new Promise<Response>(() => {});
    return Response.json(answer.body, { status: answer.status });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderBell() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/dashboard"]}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <NotificationBell />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

/** Opens the menu from the keyboard, as Radix's trigger does on Enter. */
function openMenu(trigger: HTMLElement) {
  fireEvent.keyDown(trigger, { key: "Enter" });
}

describe("the bell's badge", () => {
  it("shows the unread count and says it in the bell's name", async () => {
    stubApi({ "GET /api/notifications/unread-count": [ok({ count: 3 })] });
    renderBell();
    const bell = await screen.findByRole("button", { name: "Notifications, 3 unread" });
    expect(within(bell).getByTestId("notification-badge")).toHaveTextContent("3");
  });

  it("caps at 99+", async () => {
    stubApi({ "GET /api/notifications/unread-count": [ok({ count: 120 })] });
    renderBell();
    const bell = await screen.findByRole("button", { name: "Notifications, 99+ unread" });
    expect(within(bell).getByTestId("notification-badge")).toHaveTextContent("99+");
  });

  it("shows 99 as it is", async () => {
    stubApi({ "GET /api/notifications/unread-count": [ok({ count: 99 })] });
    renderBell();
    const bell = await screen.findByRole("button", { name: "Notifications, 99 unread" });
    expect(within(bell).getByTestId("notification-badge")).toHaveTextContent("99");
  });

  it("shows no badge when nothing is unread", async () => {
    const fetch = stubApi({ "GET /api/notifications/unread-count": [ok({ count: 0 })] });
    renderBell();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const bell = screen.getByRole("button", { name: "Notifications" });
    expect(within(bell).queryByTestId("notification-badge")).toBeNull();
  });
});

describe("the notification dropdown", () => {
  it("says it is loading, then that there are none, without Mark all read or View all", async () => {
    stubApi({
      "GET /api/notifications/unread-count": [ok({ count: 0 })],
      "GET /api/notifications": ["pending"],
    });
    renderBell();
    openMenu(screen.getByRole("button", { name: "Notifications" }));
    const menu = await screen.findByRole("menu", { name: "Notifications" });
    expect(within(menu).getByText("Notifications")).toBeInTheDocument();
    expect(within(menu).getByText("Loading notifications...")).toBeInTheDocument();
    expect(within(menu).queryByText("Mark all read")).toBeNull();
  });

  it("says No notifications yet when the member has none", async () => {
    stubApi({
      "GET /api/notifications/unread-count": [ok({ count: 0 })],
      "GET /api/notifications": [ok({ notifications: [], nextCursor: null, unreadCount: 0 })],
    });
    renderBell();
    openMenu(screen.getByRole("button", { name: "Notifications" }));
    const menu = await screen.findByRole("menu", { name: "Notifications" });
    expect(await within(menu).findByText("No notifications yet")).toBeInTheDocument();
    expect(within(menu).queryByText("Mark all read")).toBeNull();
    expect(within(menu).queryByText("View all notifications")).toBeNull();
  });

  it("shows the first 5, unread ones bold with a dot, Mark all read, and View all past 5", async () => {
    const items = [
      notification(),
      notification({ isRead: true }),
      notification(),
      notification(),
      notification(),
    ];
    const fetch = stubApi({
      "GET /api/notifications/unread-count": [ok({ count: 7 })],
      "GET /api/notifications": [ok({ notifications: items, nextCursor: "next", unreadCount: 7 })],
    });
    renderBell();
    openMenu(await screen.findByRole("button", { name: "Notifications, 7 unread" }));
    const menu = await screen.findByRole("menu", { name: "Notifications" });
    await within(menu).findByText(items[0]?.message ?? "");
    expect(
      String(fetch.mock.calls.find(([url]) => String(url).includes("/api/notifications?"))?.[0]),
    ).toContain("limit=20");
    expect(within(menu).getByRole("menuitem", { name: "Mark all read" })).toBeInTheDocument();
    const entries = within(menu)
      .getAllByRole("menuitem")
      .filter((entry) => entry.getAttribute("href")?.startsWith("/posts/"));
    expect(entries).toHaveLength(5);

    const unread = entries[0] as HTMLElement;
    expect(unread).toHaveAccessibleName(new RegExp(`^Unread: ${items[0]?.message}`));
    expect(within(unread).getByText(items[0]?.message ?? "")).toHaveClass("font-semibold");
    expect(within(unread).getByTestId("unread-dot")).toBeInTheDocument();
    const read = entries[1] as HTMLElement;
    expect(read).not.toHaveAccessibleName(/Unread/);
    expect(within(read).getByText(items[1]?.message ?? "")).toHaveClass("text-muted-foreground");
    expect(within(read).queryByTestId("unread-dot")).toBeNull();

    expect(within(menu).getByRole("menuitem", { name: "View all notifications" })).toHaveAttribute(
      "href",
      "/notifications",
    );
  });

  it("marks an item read at once when it is opened, and goes to its page", async () => {
    const item = notification({ url: "/posts/the-post" });
    const fetch = stubApi({
      "GET /api/notifications/unread-count": [ok({ count: 1 })],
      "GET /api/notifications": [ok({ notifications: [item], nextCursor: null, unreadCount: 1 })],
      // The server never answers: what the member sees is the optimistic change.
      [`POST /api/notifications/${item.id}/read`]: ["pending"],
    });
    renderBell();
    openMenu(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    const menu = await screen.findByRole("menu", { name: "Notifications" });
    fireEvent.click(await within(menu).findByRole("menuitem", { name: /Ben Okafor liked your post/ }));

    expect(screen.getByTestId("where")).toHaveTextContent("/posts/the-post");
    const bell = await screen.findByRole("button", { name: "Notifications" });
    expect(within(bell).queryByTestId("notification-badge")).toBeNull();
    const sent = fetch.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);
    expect(sent).toContainEqual(
      expect.stringMatching(new RegExp(`^POST .*/api/notifications/${item.id}/read$`)),
    );
  });
});

describe("gathered notifications", () => {
  it("shows a row that stands for several with its gathered text, and opening it reads them all", async () => {
    const head = notification({
      message: 'Dev Rao and 2 others liked your post "Two spots left on the early sort…"',
      othersCount: 2,
      url: "/posts/the-post",
    });
    const item = {
      ...head,
      ids: [head.id, "00000000-0000-4000-8000-000000000a01", "00000000-0000-4000-8000-000000000a02"],
    };
    const fetch = stubApi({
      "GET /api/notifications/unread-count": [ok({ count: 3 }), ok({ count: 0 })],
      "GET /api/notifications": [ok({ notifications: [item], nextCursor: null, unreadCount: 3 })],
      [`POST /api/notifications/${item.id}/read`]: [ok({ notification: { ...head, isRead: true } })],
    });
    renderBell();
    openMenu(await screen.findByRole("button", { name: "Notifications, 3 unread" }));
    const menu = await screen.findByRole("menu", { name: "Notifications" });
    const entries = await within(menu).findAllByRole("menuitem", { name: /liked your post/ });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toHaveTextContent(
      'Dev Rao and 2 others liked your post "Two spots left on the early sort…"',
    );
    fireEvent.click(entries[0] as HTMLElement);
    expect(screen.getByTestId("where")).toHaveTextContent("/posts/the-post");
    // The server marks the whole row read; the badge reads the count again rather than guess.
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeInTheDocument();
    const sent = fetch.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);
    expect(sent.filter((call) => call.includes("/read"))).toHaveLength(1);
  });
});

describe("a connection request in the dropdown", () => {
  const request = () =>
    notification({
      type: "connection_request",
      message: "Ana Silva wants to connect with you",
      url: "/connections",
      actor: { userId: "u-ana", firstName: "Ana", lastName: "Silva", avatarUrl: null },
      connectionRequestId: "11111111-1111-4111-8111-111111111111",
    });

  it("is accepted from its Accept item, which then says so and marks the notification read", async () => {
    const item = request();
    const fetch = stubApi({
      "GET /api/notifications/unread-count": [ok({ count: 1 })],
      "GET /api/notifications": [ok({ notifications: [item], nextCursor: null, unreadCount: 1 })],
      "POST /api/connections/11111111-1111-4111-8111-111111111111/accept": [
        ok({ connection: { status: "connected" } }),
      ],
      [`POST /api/notifications/${item.id}/read`]: [ok({ notification: { ...item, isRead: true } })],
    });
    renderBell();
    openMenu(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    const menu = await screen.findByRole("menu", { name: "Notifications" });
    const accept = await within(menu).findByRole("menuitem", {
      name: "Accept Ana Silva's connection request",
    });
    expect(
      within(menu).getByRole("menuitem", { name: "Decline Ana Silva's connection request" }),
    ).toBeInTheDocument();
    fireEvent.click(accept);
    expect(await within(menu).findByText("You are now connected")).toBeInTheDocument();
    expect(within(menu).queryByRole("menuitem", { name: /Accept/ })).toBeNull();
    expect(screen.getByTestId("where")).toHaveTextContent("/dashboard");
    await waitFor(() => {
      const sent = fetch.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);
      expect(sent).toContainEqual(
        expect.stringMatching(new RegExp(`^POST .*/api/notifications/${item.id}/read$`)),
      );
    });
  });

  it("is declined from its Decline item, and shows the server's word when it was already answered", async () => {
    const item = request();
    stubApi({
      "GET /api/notifications/unread-count": [ok({ count: 1 })],
      "GET /api/notifications": [
        ok({
          notifications: [item, { ...request(), id: "00000000-0000-4000-8000-00000000ffff" }],
          nextCursor: null,
          unreadCount: 1,
        }),
      ],
      "POST /api/connections/11111111-1111-4111-8111-111111111111/decline": [
        ok({ connection: { status: "none" } }),
        {
          status: 409,
          body: {
            error: {
              code: "conflict",
              message: "This connection changed in the meantime. Please refresh and try again.",
            },
          },
        },
      ],
      [`POST /api/notifications/${item.id}/read`]: [ok({ notification: { ...item, isRead: true } })],
      "POST /api/notifications/00000000-0000-4000-8000-00000000ffff/read": [
        ok({ notification: { ...item, isRead: true } }),
      ],
    });
    renderBell();
    openMenu(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    const menu = await screen.findByRole("menu", { name: "Notifications" });
    const [first, second] = await within(menu).findAllByRole("menuitem", {
      name: "Decline Ana Silva's connection request",
    });
    fireEvent.click(first as HTMLElement);
    expect(await within(menu).findByText("Request declined")).toBeInTheDocument();
    fireEvent.click(second as HTMLElement);
    expect(
      await within(menu).findByText("This connection changed in the meantime. Please refresh and try again."),
    ).toBeInTheDocument();
  });
});
