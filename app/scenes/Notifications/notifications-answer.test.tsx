import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetAnswers } from "../../components/notifications/connection-request-answer";
import type { NotificationItem } from "../../queries/notifications";
import { NotificationsScene } from "./index";

afterEach(() => {
  forgetAnswers();
  vi.unstubAllGlobals();
});

const ID = "00000000-0000-4000-8000-000000000001";
const CONNECTION = "11111111-1111-4111-8111-111111111111";
const request = {
  id: ID,
  ids: [ID],
  othersCount: 0,
  type: "connection_request",
  message: "Ana Silva wants to connect with you",
  isRead: false,
  url: "/connections",
  createdAt: new Date().toISOString(),
  actor: { userId: "u-ana", firstName: "Ana", lastName: "Silva", avatarUrl: null },
  connectionRequestId: CONNECTION,
} as NotificationItem;

/** Answers "METHOD /path" with a fixed answer; records the calls. */
function stubApi(answers: Record<string, { status: number; body: unknown }>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    const answer = answers[`${method} ${url.pathname}`];
    if (!answer) throw new Error(`unexpected request ${method} ${url.pathname}`);
    return Response.json(answer.body, { status: answer.status });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderScene() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/notifications"]}>
        <NotificationsScene />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const list = { status: 200, body: { notifications: [request], nextCursor: null, unreadCount: 1 } };
const count = { status: 200, body: { count: 1 } };
const read = { status: 200, body: { notification: { ...request, isRead: true } } };

describe("/notifications: a connection request", () => {
  it("is accepted with its Accept button, which then says so and marks the notification read", async () => {
    const fetch = stubApi({
      "GET /api/notifications": list,
      "GET /api/notifications/unread-count": count,
      [`POST /api/connections/${CONNECTION}/accept`]: {
        status: 200,
        body: { connection: { status: "connected" } },
      },
      [`POST /api/notifications/${ID}/read`]: read,
    });
    renderScene();
    fireEvent.click(await screen.findByRole("button", { name: "Accept Ana Silva's connection request" }));
    expect(await screen.findByText("You are now connected")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Decline/ })).toBeNull();
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringContaining(`/api/notifications/${ID}/read`),
      ),
    );
  });

  it("shows the server's word when the request was withdrawn meanwhile", async () => {
    stubApi({
      "GET /api/notifications": list,
      "GET /api/notifications/unread-count": count,
      [`POST /api/connections/${CONNECTION}/decline`]: {
        status: 404,
        body: { error: { code: "not_found", message: "This connection does not exist." } },
      },
    });
    renderScene();
    fireEvent.click(await screen.findByRole("button", { name: "Decline Ana Silva's connection request" }));
    expect(await screen.findByText("This connection does not exist.")).toBeInTheDocument();
  });
});
