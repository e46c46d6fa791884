import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { EntityType } from "../../shared/enums";
import type { WorkspaceEditRole } from "../../shared/workspace";
import { api, readJson } from "../lib/api-client";

/** The same routes serve groups, partnerships and events (server/routes/entities/workspaces). */
type WorkspaceClient = (typeof api.groups)[":id"]["workspace"];
const CLIENTS: Record<EntityType, () => WorkspaceClient> = {
  group: () => api.groups[":id"].workspace,
  partnership: () => api.partnerships[":id"].workspace as unknown as WorkspaceClient,
  event: () => api.events[":id"].workspace as unknown as WorkspaceClient,
};
const client = (type: EntityType) => CLIENTS[type]();

export type WorkspacePagesPage = InferResponseType<WorkspaceClient["pages"]["$get"], 200>;
export type Workspace = WorkspacePagesPage["workspace"];
export type WorkspacePageSummary = WorkspacePagesPage["pages"][number];
export type OpenWorkspacePage = InferResponseType<WorkspaceClient["pages"][":pageId"]["$get"], 200>;
type PageAnswer = InferResponseType<WorkspaceClient["pages"]["$post"], 201>;

export const workspaceKeys = {
  all: ["workspaces"] as const,
  of: (type: EntityType, id: number) => [...workspaceKeys.all, type, id] as const,
  pages: (type: EntityType, id: number) => [...workspaceKeys.of(type, id), "pages"] as const,
  page: (type: EntityType, id: number, pageId: string) =>
    [...workspaceKeys.of(type, id), "page", pageId] as const,
};

/** The API path of a page, which the editor's provider talks to. */
export const workspacePageApiPath = (type: EntityType, id: number, pageId: string) =>
  `/api/${type}s/${id}/workspace/pages/${pageId}`;

/** The page list by title, a page at a time, with the workspace and what the member may do. */
export function workspacePagesQueryOptions(type: EntityType, id: number) {
  return infiniteQueryOptions({
    queryKey: workspaceKeys.pages(type, id),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<WorkspacePagesPage>(
        await client(type).pages.$get({
          param: { id: String(id) },
          query: pageParam ? { cursor: pageParam } : {},
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useWorkspacePagesQuery(type: EntityType, id: number) {
  return useInfiniteQuery(workspacePagesQueryOptions(type, id));
}

/**
 * One page with its document, read once per visit: from then on the page's stream keeps the
 * document current, so this is never refetched behind the editor's back.
 */
export function useWorkspacePageQuery(type: EntityType, id: number, pageId: string) {
  return useQuery({
    queryKey: workspaceKeys.page(type, id, pageId),
    queryFn: async () =>
      readJson<OpenWorkspacePage>(
        await client(type).pages[":pageId"].$get({ param: { id: String(id), pageId } }),
      ),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Create, rename and delete pages, and choose who writes: each refreshes the page list. */
export function useWorkspaceMutations(type: EntityType, id: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: workspaceKeys.pages(type, id) });
  const param = { id: String(id) };
  const create = useMutation({
    mutationFn: async (title: string) =>
      (await readJson<PageAnswer>(await client(type).pages.$post({ param, json: { title } }))).page,
    onSuccess: refresh,
  });
  const rename = useMutation({
    mutationFn: async ({ pageId, title }: { pageId: string; title: string }) =>
      (
        await readJson<PageAnswer>(
          await client(type).pages[":pageId"].$patch({ param: { ...param, pageId }, json: { title } }),
        )
      ).page,
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (pageId: string) =>
      readJson<unknown>(await client(type).pages[":pageId"].$delete({ param: { ...param, pageId } })),
    onSuccess: refresh,
  });
  const setEditRole = useMutation({
    mutationFn: async (editRole: WorkspaceEditRole) =>
      readJson<unknown>(await client(type).settings.$put({ param, json: { editRole } })),
    // The list carries the setting; an open page keeps its editor (members see the change on their next visit).
    onSuccess: refresh,
  });
  return { create, rename, remove, setEditRole };
}
