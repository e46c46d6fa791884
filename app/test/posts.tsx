import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import type { Post } from "../queries/posts";

/** Renders inside a fresh QueryClient (no retries) and a router; returns the client too. */
export function renderWithClient(
  ui: ReactElement,
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
) {
  return {
    client,
    ...render(<QueryClientProvider client={client}>{<MemoryRouter>{ui}</MemoryRouter>}</QueryClientProvider>),
  };
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Stubs `fetch` with a handler by method and path; returns the mock to read its calls. */
export function stubFetch(handler: Handler) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = input instanceof Request ? input.url : String(input);
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    return handler(new URL(raw, "http://localhost:3000"), { ...init, method });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** A post as the server presents it, with believable defaults. */
export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    id: "6f1c1a52-8a0e-4d43-9d56-2b7f4b5c9a10",
    content: "Hello, neighbours",
    author: {
      userId: "0b6a4a7e-5d6c-4c1a-8f53-8a2e1f0c9b11",
      firstName: "Amara",
      lastName: "Okafor",
      avatarUrl: null,
    },
    target: null,
    media: [],
    linkPreview: null,
    likeCount: 2,
    commentCount: 0,
    likedByMe: false,
    mentions: [],
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    updatedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    edited: false,
    can: {
      view: true,
      share: true,
      like: true,
      comment: true,
      report: true,
      update: false,
      delete: false,
      remove: false,
    },
    ...overrides,
  } as Post;
}
