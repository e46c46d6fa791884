import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProfileScene } from ".";

const ME_ID = "11111111-1111-4111-8111-111111111111";
const OTHER_ID = "22222222-2222-4222-8222-222222222222";

const member = (userId: string, own: boolean) => ({
  userId,
  firstName: own ? "Amara" : "Bo",
  lastName: own ? "Okafor" : "Lind",
  avatarUrl: null,
  coverPhotoUrl: null,
  bio: "Volunteer.",
  memberSince: "2026-03-01T00:00:00.000Z",
  can: { view: true, update: own, connect: !own },
  groups: [
    {
      id: 7,
      type: "group",
      label: "Group",
      name: "Garden Club",
      profileImage: null,
      visibility: "public",
      memberRole: "owner",
      can: { view: true },
    },
  ],
  partnerships: [],
});

/** The server as the page meets it: GET /api/me and GET /api/members/:userId. */
function stubServer() {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
    if (url.pathname === "/api/me") {
      return Response.json({
        user: { id: ME_ID, email: "a@example.org", emailVerified: true },
        profile: null,
      });
    }
    if (url.pathname.startsWith("/api/feeds/")) return Response.json({ posts: [], nextCursor: null });
    const id = url.pathname.split("/").pop() ?? "";
    if (id === ME_ID || id === OTHER_ID) return Response.json({ member: member(id, id === ME_ID) });
    return Response.json(
      { error: { code: "not_found", message: "This member does not exist." } },
      { status: 404 },
    );
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/profile" element={<ProfileScene />} />
          <Route path="/profile/:userId" element={<ProfileScene />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("ProfileScene", () => {
  it("shows one's own profile at /profile, with the link to edit it", async () => {
    const fetch = stubServer();
    renderAt("/profile");
    expect(await screen.findByRole("heading", { level: 1, name: "Amara Okafor" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Edit profile" })).toHaveAttribute("href", "/profile/settings");
    expect(screen.getByText("Member since March 2026")).toBeInTheDocument();
    const asked = fetch.mock.calls.map((call) => String(call[0]));
    expect(asked.some((url) => url.includes(`/api/members/${ME_ID}`))).toBe(true);
    // Their posts come from the same feed code as every other page's.
    await waitFor(() =>
      expect(asked.concat(fetch.mock.calls.map((call) => String(call[0])))).toContainEqual(
        expect.stringContaining(`/api/feeds/profile/${ME_ID}`),
      ),
    );
  });

  it("shows another member's profile without the edit link, with their groups and roles", async () => {
    stubServer();
    renderAt(`/profile/${OTHER_ID}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Bo Lind" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Edit profile" })).toBeNull();
    const group = screen.getByRole("link", { name: /Garden Club/ });
    expect(group).toHaveAttribute("href", "/groups/7");
    expect(group).toHaveTextContent("Owner");
    expect(screen.getByText("Bo is not in any partnerships you can see.")).toBeInTheDocument();
  });

  it("says so when the member does not exist", async () => {
    stubServer();
    renderAt("/profile/33333333-3333-4333-8333-333333333333");
    expect(await screen.findByText("This member does not exist.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
  });
});
