import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { ConnectionDirection } from "../../shared/schemas/connections";
import { api, readJson } from "../lib/api-client";
import { memberKeys } from "./members";

/** One page of GET /api/connections. */
export type ConnectionPage = InferResponseType<typeof api.connections.$get, 200>;
export type ConnectionEntry = ConnectionPage["connections"][number];
/** Where the signed-in member stands with another (the ConnectButton's data). */
export type ConnectionState = InferResponseType<
  (typeof api.connections.with)[":userId"]["$get"],
  200
>["connection"];
type ConnectionChange = InferResponseType<typeof api.connections.$post, 201>;

export const connectionKeys = {
  all: ["connections"] as const,
  lists: () => [...connectionKeys.all, "list"] as const,
  list: (direction: ConnectionDirection) => [...connectionKeys.lists(), direction] as const,
  with: (userId: string) => [...connectionKeys.all, "with", userId] as const,
};

export const connectionListQueryOptions = (direction: ConnectionDirection) =>
  infiniteQueryOptions({
    queryKey: connectionKeys.list(direction),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<ConnectionPage>(
        await api.connections.$get({ query: { direction, ...(pageParam ? { cursor: pageParam } : {}) } }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Requests to me, requests I sent, or my connections, a page at a time (newest first). */
export function useConnectionListQuery(direction: ConnectionDirection) {
  return useInfiniteQuery(connectionListQueryOptions(direction));
}

/**
 * Where I stand with one member. A list that already knows it (the directory) passes it as
 * `initial`, so a page of members asks the server nothing more.
 */
export function useConnectionStateQuery(userId: string, initial?: ConnectionState) {
  return useQuery({
    queryKey: connectionKeys.with(userId),
    queryFn: async () =>
      (
        await readJson<{ connection: ConnectionState }>(
          await api.connections.with[":userId"].$get({ param: { userId } }),
        )
      ).connection,
    ...(initial ? { initialData: initial, initialDataUpdatedAt: Date.now() } : {}),
  });
}

type ConnectionAction =
  | { kind: "request"; userId: string }
  | { kind: "accept" | "decline" | "remove"; userId: string; connectionId: string };

async function send(action: ConnectionAction): Promise<ConnectionChange> {
  switch (action.kind) {
    case "request":
      return readJson<ConnectionChange>(await api.connections.$post({ json: { userId: action.userId } }));
    case "accept":
      return readJson<ConnectionChange>(
        await api.connections[":id"].accept.$post({ param: { id: action.connectionId } }),
      );
    case "decline":
      return readJson<ConnectionChange>(
        await api.connections[":id"].decline.$post({ param: { id: action.connectionId } }),
      );
    case "remove":
      return readJson<ConnectionChange>(
        await api.connections[":id"].$delete({ param: { id: action.connectionId } }),
      );
  }
}

/**
 * Ask, accept, decline, cancel or remove. The answer says where the member now stands, which
 * replaces that member's state at once; the lists and the directory reload behind it.
 */
export function useConnectionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (change, action) => {
      queryClient.setQueryData(connectionKeys.with(action.userId), change.connection);
      void queryClient.invalidateQueries({ queryKey: connectionKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
}
