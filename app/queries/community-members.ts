import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { CommunityType } from "../../shared/schemas/lists";
import { api, readJson } from "../lib/api-client";
import { communityKeys } from "./communities";

/** The group and partnership clients have the same routes; pick the one of the type. */
const client = (type: CommunityType) => (type === "group" ? api.groups : api.partnerships);

export type MembersPage = InferResponseType<(typeof api.groups)[":id"]["members"]["$get"], 200>;
export type MemberEntry = MembersPage["members"][number];
export type RequestEntry = InferResponseType<
  (typeof api.groups)[":id"]["requests"]["$get"],
  200
>["requests"][number];
export type InvitationEntry = InferResponseType<
  (typeof api.groups)[":id"]["invitations"]["$get"],
  200
>["invitations"][number];
export type ChildEntry = InferResponseType<
  (typeof api.groups)[":id"]["children"]["$get"],
  200
>["children"][number];
export type InvitationOutcome = InferResponseType<
  (typeof api.groups)[":id"]["invitations"]["$post"],
  201
>["invitations"][number];
export type MyInvitation = InferResponseType<typeof api.invitations.$get, 200>["invitations"][number];

/** Which list of a community a tab shows. */
type ListName = "members" | "requests" | "invitations" | "children";

export const communityListKeys = {
  list: (type: CommunityType, id: number, list: ListName, q?: string) =>
    [...communityKeys.detail(type, id), list, q ?? ""] as const,
  lists: (type: CommunityType, id: number) => communityKeys.detail(type, id),
  mine: () => ["invitations", "mine"] as const,
};

const cursorQuery = (pageParam: string | undefined, q?: string) => ({
  ...(pageParam ? { cursor: pageParam } : {}),
  ...(q ? { q } : {}),
});

/** A community's members, in joining order, a page at a time, optionally searched by name. */
export function useMembersQuery(type: CommunityType, id: number, q?: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: communityListKeys.list(type, id, "members", q),
      initialPageParam: undefined as string | undefined,
      queryFn: async ({ pageParam }) =>
        readJson<MembersPage>(
          await client(type)[":id"].members.$get({
            param: { id: String(id) },
            query: cursorQuery(pageParam, q),
          }),
        ),
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  );
}

/** The requests waiting to join, for those who answer them. */
export function useRequestsQuery(type: CommunityType, id: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: communityListKeys.list(type, id, "requests"),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<{ requests: RequestEntry[]; nextCursor: string | null }>(
        await client(type)[":id"].requests.$get({ param: { id: String(id) }, query: cursorQuery(pageParam) }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** The open invitations, for those who manage members. */
export function useInvitationsQuery(type: CommunityType, id: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: communityListKeys.list(type, id, "invitations"),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<{ invitations: InvitationEntry[]; nextCursor: string | null }>(
        await client(type)[":id"].invitations.$get({
          param: { id: String(id) },
          query: cursorQuery(pageParam),
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** The subgroups or sub-partnerships right under a community, by name. */
export function useChildrenQuery(type: CommunityType, id: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: communityListKeys.list(type, id, "children"),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<{ children: ChildEntry[]; nextCursor: string | null }>(
        await client(type)[":id"].children.$get({ param: { id: String(id) }, query: cursorQuery(pageParam) }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** The invitations waiting for the member's own address. */
export function useMyInvitationsQuery() {
  return useQuery({
    queryKey: communityListKeys.mine(),
    queryFn: async () =>
      (await readJson<{ invitations: MyInvitation[] }>(await api.invitations.$get())).invitations,
  });
}

/** What a member of a community's page does to memberships, each followed by a fresh page. */
export type MembershipAction =
  | { kind: "join"; message?: string }
  | { kind: "leave" }
  | { kind: "approve" | "decline" | "remove"; userId: string }
  | { kind: "changeRole"; userId: string; role: "admin" | "moderator" | "member" }
  | { kind: "makeOwner"; userId: string }
  | { kind: "revokeInvitation"; invitationId: string }
  | { kind: "acceptInvitation" | "declineInvitation"; invitationId: string };

async function perform(type: CommunityType, id: number, action: MembershipAction): Promise<unknown> {
  const c = client(type);
  const param = { id: String(id) };
  switch (action.kind) {
    case "join":
      return readJson(
        await c[":id"].membership.$post({ param, json: action.message ? { message: action.message } : {} }),
      );
    case "leave":
      return readJson(await c[":id"].membership.$delete({ param }));
    case "approve":
      return readJson(
        await c[":id"].requests[":userId"].approve.$post({ param: { ...param, userId: action.userId } }),
      );
    case "decline":
      return readJson(
        await c[":id"].requests[":userId"].decline.$post({ param: { ...param, userId: action.userId } }),
      );
    case "remove":
      return readJson(
        await c[":id"].members[":userId"].$delete({ param: { ...param, userId: action.userId } }),
      );
    case "changeRole":
      return readJson(
        await c[":id"].members[":userId"].$patch({
          param: { ...param, userId: action.userId },
          json: { role: action.role },
        }),
      );
    case "makeOwner":
      return readJson(await c[":id"].ownership.$post({ param, json: { userId: action.userId } }));
    case "revokeInvitation":
      return readJson(
        await c[":id"].invitations[":invitationId"].$delete({
          param: { ...param, invitationId: action.invitationId },
        }),
      );
    case "acceptInvitation":
      return readJson(
        await api.invitations[":invitationId"].accept.$post({ param: { invitationId: action.invitationId } }),
      );
    case "declineInvitation":
      return readJson(
        await api.invitations[":invitationId"].decline.$post({
          param: { invitationId: action.invitationId },
        }),
      );
  }
}

/**
 * Joining, leaving, answering requests, roles, removal, ownership and invitations: the server
 * decides, then the community and its lists are read again (counts and `can` flags change).
 */
export function useMembershipMutation(type: CommunityType, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: MembershipAction) => perform(type, id, action),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: communityListKeys.lists(type, id) });
      await queryClient.invalidateQueries({ queryKey: communityListKeys.mine() });
      await queryClient.invalidateQueries({ queryKey: communityKeys.lists() });
    },
  });
}

/** Invites addresses by e-mail; the answer says what became of each. */
export function useInviteMutation(type: CommunityType, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (emails: string[]) =>
      (
        await readJson<{ invitations: InvitationOutcome[] }>(
          await client(type)[":id"].invitations.$post({ param: { id: String(id) }, json: { emails } }),
        )
      ).invitations,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: communityListKeys.list(type, id, "invitations") }),
  });
}
