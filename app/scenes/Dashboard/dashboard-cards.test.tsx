import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MyEventsCard } from "./my-events-card";
import { MyGroupsCard } from "./my-groups-card";
import { MyPartnershipsCard } from "./my-partnerships-card";
import { OnboardingChecklist } from "./onboarding-checklist";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Answer = { status: number; body: unknown } | "pending";

/** Answers each API path with the next of its answers (the last one repeats). */
function stubApi(answers: Record<string, Answer[]>) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input), "http://localhost").pathname;
    const queue = answers[path];
    if (!queue) throw new Error(`unexpected request ${path}`);
    const answer = queue.length > 1 ? queue.shift() : queue[0];
    if (!answer || answer === "pending") return new Promise<Response>(() => {});
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const ok = (body: unknown) => ({ status: 200, body });
const failed = { status: 403, body: { error: { code: "forbidden", message: "No.", requestId: "r" } } };

function renderCard(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const group = (n: number, extra: object = {}) => ({
  id: `group-${n}`,
  entityId: n,
  name: `Group ${n}`,
  type: "Group",
  role: "member",
  profileImage: null,
  coverPhoto: null,
  url: `/groups/${n}`,
  ...extra,
});

describe("My Groups", () => {
  it("shows a skeleton while loading", () => {
    stubApi({ "/api/dashboard/groups": ["pending"] });
    renderCard(<MyGroupsCard />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(screen.getAllByTestId("card-skeleton-row")).toHaveLength(3);
  });

  it("lists groups with role and type badges and initials, links them, and counts the rest", async () => {
    stubApi({
      "/api/dashboard/groups": [
        ok({
          groups: [group(1, { name: "Food Bank", role: "owner" }), group(2, { type: "Subgroup" })],
          total: 9,
        }),
      ],
    });
    renderCard(<MyGroupsCard />);
    const link = await screen.findByRole("link", { name: /Food Bank/ });
    expect(link).toHaveAttribute("href", "/groups/1");
    expect(within(link).getByText("owner")).toBeInTheDocument();
    expect(within(link).getByText("Group")).toBeInTheDocument();
    expect(within(link).getByText("FB")).toBeInTheDocument();
    expect(screen.getByText("Subgroup")).toBeInTheDocument();
    // 9 in all, 2 shown.
    expect(screen.getByText("And 7 more groups...")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Explore Groups" })).toHaveAttribute("href", "/groups");
  });

  it("does not count more groups when all are shown", async () => {
    stubApi({ "/api/dashboard/groups": [ok({ groups: [1, 2, 3, 4, 5].map((n) => group(n)), total: 5 })] });
    renderCard(<MyGroupsCard />);
    await screen.findByText("Group 5");
    expect(screen.queryByText(/more groups/)).toBeNull();
  });

  it("says so when the member has no group", async () => {
    stubApi({ "/api/dashboard/groups": [ok({ groups: [], total: 0 })] });
    renderCard(<MyGroupsCard />);
    expect(await screen.findByText("You're not in any groups yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Explore Groups" })).toHaveAttribute("href", "/groups");
  });

  it("shows the error as an alert with a retry icon button that loads again", async () => {
    stubApi({ "/api/dashboard/groups": [failed, ok({ groups: [group(3)], total: 1 })] });
    renderCard(<MyGroupsCard />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load your groups.");
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Group 3")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("My Partnerships", () => {
  const partnership = (n: number) => ({
    ...group(n),
    id: `partnership-${n}`,
    name: `Alliance ${n}`,
    type: "Partnership",
    url: `/partnerships/${n}`,
  });

  it("lists partnerships with 'View all (N)' and the footer link", async () => {
    stubApi({ "/api/dashboard/partnerships": [ok({ partnerships: [partnership(4)], total: 12 })] });
    renderCard(<MyPartnershipsCard />);
    expect(await screen.findByRole("link", { name: /Alliance 4/ })).toHaveAttribute(
      "href",
      "/partnerships/4",
    );
    expect(screen.getByRole("link", { name: "View all (12)" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View All Partnerships" })).toBeInTheDocument();
  });

  it("offers to explore partnerships when there are none", async () => {
    stubApi({ "/api/dashboard/partnerships": [ok({ partnerships: [], total: 0 })] });
    renderCard(<MyPartnershipsCard />);
    expect(await screen.findByRole("link", { name: "Explore partnerships" })).toBeInTheDocument();
    expect(screen.queryByText(/View all/)).toBeNull();
  });

  it("shows 'Could not load partnerships.' with Try Again, reading 'Retrying...' while it loads", async () => {
    stubApi({ "/api/dashboard/partnerships": [failed, "pending"] });
    renderCard(<MyPartnershipsCard />);
    expect(await screen.findByText("Could not load partnerships.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("button", { name: "Retrying..." })).toBeDisabled();
  });

  it("shows a skeleton while loading", () => {
    stubApi({ "/api/dashboard/partnerships": ["pending"] });
    renderCard(<MyPartnershipsCard />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
  });
});

describe("My Events", () => {
  const day = 86_400_000;
  it("shows each event's role and start relative to now, and 'Find Events'", async () => {
    stubApi({
      "/api/dashboard/events": [
        ok({
          events: [
            {
              id: 1,
              name: "Beach clean-up",
              startDate: new Date(Date.now() - 2 * day - 60_000).toISOString(),
              imageUrl: null,
              role: "Volunteer",
              url: "/events/1",
            },
            {
              id: 2,
              name: "Gala",
              startDate: new Date(Date.now() + 3 * day + 60_000).toISOString(),
              imageUrl: null,
              role: "Host",
              url: "/events/2",
            },
          ],
        }),
      ],
    });
    renderCard(<MyEventsCard />);
    const past = await screen.findByRole("link", { name: /Beach clean-up/ });
    expect(past).toHaveAttribute("href", "/events/1");
    expect(within(past).getByText("Volunteer")).toBeInTheDocument();
    expect(within(past).getByText("2 days ago")).toBeInTheDocument();
    const future = screen.getByRole("link", { name: /Gala/ });
    expect(within(future).getByText("Host")).toBeInTheDocument();
    expect(within(future).getByText("In 3 days")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find Events" })).toHaveAttribute("href", "/events");
  });

  it("says 'No events yet. Create or join one!' when there are none", async () => {
    stubApi({ "/api/dashboard/events": [ok({ events: [] })] });
    renderCard(<MyEventsCard />);
    expect(await screen.findByText("No events yet. Create or join one!")).toBeInTheDocument();
  });

  it("shows an error with a way to try again", async () => {
    stubApi({ "/api/dashboard/events": [failed, ok({ events: [] })] });
    renderCard(<MyEventsCard />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load your events.");
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("No events yet. Create or join one!")).toBeInTheDocument();
  });

  it("shows a skeleton while loading", () => {
    stubApi({ "/api/dashboard/events": ["pending"] });
    renderCard(<MyEventsCard />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
  });
});

describe("Onboarding checklist", () => {
  const tasks = (done: number) =>
    [
      ["profileImage", "Add a profile image", "/profile/settings?tab=avatar"],
      ["coverPhoto", "Add a cover photo", "/profile/settings?tab=general"],
      ["bio", "Write your bio", "/profile/settings?tab=general"],
      ["communityJoined", "Join a community", "/groups"],
      ["firstPost", "Make your first post", "/dashboard#post-form"],
    ].map(([key, label, href], index) => ({ key, label, href, done: index < done }));
  const onboarding = (done: number) => ({
    onboarding: { tasks: tasks(done), completed: done, total: 5, progress: Math.round((done / 5) * 100) },
  });

  it("shows the rounded progress, 'N more' to go and each task as a link", async () => {
    stubApi({ "/api/onboarding": [ok(onboarding(2))] });
    renderCard(<OnboardingChecklist />);
    expect(await screen.findByRole("progressbar")).toHaveAttribute("aria-valuenow", "40");
    expect(screen.getByText("40%")).toBeInTheDocument();
    expect(screen.getByText("3 more to go")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add a profile image, done" })).toHaveAttribute(
      "href",
      "/profile/settings?tab=avatar",
    );
    expect(screen.getByRole("link", { name: "Join a community" })).toHaveAttribute("href", "/groups");
    expect(screen.getByRole("link", { name: "Make your first post" })).toHaveAttribute(
      "href",
      "/dashboard#post-form",
    );
  });

  it("shows no 'N more' before the first task is done", async () => {
    stubApi({ "/api/onboarding": [ok(onboarding(0))] });
    renderCard(<OnboardingChecklist />);
    expect(await screen.findByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    expect(screen.queryByText(/more to go/)).toBeNull();
  });

  it("is hidden while loading, once complete, and on error (only logged)", async () => {
    stubApi({ "/api/onboarding": ["pending"] });
    const loading = renderCard(<OnboardingChecklist />);
    expect(loading.container).toBeEmptyDOMElement();
    loading.unmount();

    stubApi({ "/api/onboarding": [ok(onboarding(5))] });
    const complete = renderCard(<OnboardingChecklist />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(complete.container).toBeEmptyDOMElement();
    complete.unmount();

    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    stubApi({ "/api/onboarding": [failed] });
    const broken = renderCard(<OnboardingChecklist />);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith("Failed to load onboarding data", expect.anything()),
    );
    expect(broken.container).toBeEmptyDOMElement();
  });
});
