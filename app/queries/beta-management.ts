import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { BetaSignupStatus, OrganizationType } from "../../shared/enums";
import { api, readJson } from "../lib/api-client";

// Apart from queries/beta-signups.ts (the public form's): /beta-signup's chunk never carries this.
const client = api.admin["beta-signups"];

/** One page of GET /api/admin/beta-signups (server/presenters/beta-signup.ts). */
export type BetaSignupPage = InferResponseType<typeof client.$get, 200>;
/** A beta sign-up as the platform admins see it. */
export type AdminBetaSignup = BetaSignupPage["signups"][number];
type Pages = InfiniteData<BetaSignupPage, string | undefined>;

/** What the page filters by; each is left out when not chosen. */
export interface BetaSignupFilters {
  q?: string;
  status?: BetaSignupStatus;
  organizationType?: OrganizationType;
}

export const betaManagementKeys = {
  all: ["beta-management"] as const,
  lists: () => [...betaManagementKeys.all, "list"] as const,
  list: (filters: BetaSignupFilters) => [...betaManagementKeys.lists(), filters] as const,
};

/** The filters as query parameters, without the empty ones. */
export function betaFilterQuery(filters: BetaSignupFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/** The CSV of every sign-up matching the filters (a download: the browser sends the session cookie). */
export const betaSignupCsvPath = (filters: BetaSignupFilters) => {
  const query = new URLSearchParams(betaFilterQuery(filters)).toString();
  return `/api/admin/beta-signups/csv${query ? `?${query}` : ""}`;
};

/** The sign-ups matching the filters, newest first, a page at a time, with the counts per status. */
export function useBetaSignupsQuery(filters: BetaSignupFilters) {
  return useInfiniteQuery({
    queryKey: betaManagementKeys.list(filters),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) =>
      readJson<BetaSignupPage>(
        await client.$get(
          { query: { ...betaFilterQuery(filters), ...(pageParam ? { cursor: pageParam } : {}) } },
          { init: { signal } },
        ),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

/**
 * Puts the changed sign-up in every cached list where it shows, where it stays until the filters
 * change (an approved row does not vanish from "Pending" under the admin's cursor), and moves it
 * between the counts of its old and new status.
 */
function replaceSignup(pages: Pages | undefined, changed: AdminBetaSignup): Pages | undefined {
  if (!pages) return pages;
  const before = pages.pages.flatMap((page) => page.signups).find((signup) => signup.id === changed.id);
  if (!before) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page, index) => ({
      ...page,
      signups: page.signups.map((signup) => (signup.id === changed.id ? changed : signup)),
      counts:
        index === 0 && before.status !== changed.status
          ? {
              ...page.counts,
              [before.status]: page.counts[before.status] - 1,
              [changed.status]: page.counts[changed.status] + 1,
            }
          : page.counts,
    })),
  };
}

export type BetaSignupAction = "approve" | "decline" | "resend-invitation";

/** Approve (which mails the invitation), decline, or send the invitation again. */
export function useBetaSignupActionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: BetaSignupAction }) => {
      const param = { id };
      const response =
        action === "approve"
          ? await client[":id"].approve.$post({ param })
          : action === "decline"
            ? await client[":id"].decline.$post({ param })
            : await client[":id"]["resend-invitation"].$post({ param });
      return (await readJson<{ signup: AdminBetaSignup }>(response)).signup;
    },
    onSuccess: (signup) =>
      queryClient.setQueriesData<Pages>({ queryKey: betaManagementKeys.lists() }, (pages) =>
        replaceSignup(pages, signup),
      ),
  });
}

/** Saves the admins' private note on a sign-up. */
export function useBetaSignupNoteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, note }: { id: string; note: string }) =>
      (
        await readJson<{ signup: AdminBetaSignup }>(
          await client[":id"].$patch({ param: { id }, json: { note } }),
        )
      ).signup,
    onSuccess: (signup) =>
      queryClient.setQueriesData<Pages>({ queryKey: betaManagementKeys.lists() }, (pages) =>
        replaceSignup(pages, signup),
      ),
  });
}
