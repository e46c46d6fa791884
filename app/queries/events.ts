import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import type { EventListWhen } from "../../shared/schemas/lists";
import { api, readJson } from "../lib/api-client";

export type EventsPage = InferResponseType<typeof api.events.$get, 200>;
export type EventListItem = EventsPage["events"][number];
export type EventDetail = InferResponseType<(typeof api.events)[":id"]["$get"], 200>["event"];

export interface EventsFilter {
  when: EventListWhen;
  q?: string;
}

export const eventKeys = {
  all: ["events"] as const,
  lists: () => [...eventKeys.all, "list"] as const,
  list: (filter: EventsFilter) => [...eventKeys.lists(), filter] as const,
  detail: (id: number) => [...eventKeys.all, "detail", id] as const,
};

/** The events list, a page at a time: upcoming (soonest first, undated last) or past. */
export function eventsQueryOptions(filter: EventsFilter) {
  return infiniteQueryOptions({
    queryKey: eventKeys.list(filter),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<EventsPage>(
        await api.events.$get({
          query: {
            when: filter.when,
            ...(filter.q ? { q: filter.q } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 60 * 1000,
  });
}

/** The events the member may view. */
export function useEventsQuery(filter: EventsFilter) {
  return useInfiniteQuery({ ...eventsQueryOptions(filter), placeholderData: (previous) => previous });
}

export function eventQueryOptions(id: number) {
  return queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: async () =>
      (await readJson<{ event: EventDetail }>(await api.events[":id"].$get({ param: { id: String(id) } })))
        .event,
  });
}

/** One event (a restricted preview for a private one's outsiders). */
export function useEventQuery(id: number) {
  return useQuery(eventQueryOptions(id));
}

export type EventBody = InferRequestType<typeof api.events.$post>["json"];
export type EventPatch = InferRequestType<(typeof api.events)[":id"]["$patch"]>["json"];
export type Organiser = InferResponseType<typeof api.events.organisers.$get, 200>["organisers"][number];

/** The groups and partnerships the member may organise an event for. */
export function useOrganisersQuery() {
  return useQuery({
    queryKey: [...eventKeys.all, "organisers"] as const,
    queryFn: async () =>
      (await readJson<{ organisers: Organiser[] }>(await api.events.organisers.$get())).organisers,
  });
}

/** Creates an event; the answer names it by id. */
export function useCreateEventMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EventBody) =>
      (await readJson<{ event: { id: number } }>(await api.events.$post({ json: body }))).event,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
  });
}

/** Saves an event's changed fields. */
export function useUpdateEventMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EventPatch) =>
      readJson(await api.events[":id"].$patch({ param: { id: String(id) }, json: body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
