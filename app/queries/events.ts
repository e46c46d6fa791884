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
  /** Instants: events starting in [from, to). */
  from?: string;
  to?: string;
  /** `group-{n}` or `partnership-{n}`. */
  organiser?: string;
}

export const eventKeys = {
  all: ["events"] as const,
  lists: () => [...eventKeys.all, "list"] as const,
  list: (filter: EventsFilter) => [...eventKeys.lists(), filter] as const,
  detail: (id: number) => [...eventKeys.all, "detail", id] as const,
  occurrences: (id: number) => [...eventKeys.all, "occurrences", id] as const,
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
            ...(filter.from ? { from: filter.from } : {}),
            ...(filter.to ? { to: filter.to } : {}),
            ...(filter.organiser ? { organiser: filter.organiser } : {}),
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

/**
 * The groups and partnerships the member may organise an event for (`runs`), or all of theirs
 * (`member`: the events list's organiser filter).
 */
export function useOrganisersQuery(role: "runs" | "member" = "runs") {
  return useQuery({
    queryKey: [...eventKeys.all, "organisers", role] as const,
    queryFn: async () =>
      (await readJson<{ organisers: Organiser[] }>(await api.events.organisers.$get({ query: { role } })))
        .organisers,
  });
}

export type OccurrencesPage = InferResponseType<(typeof api.events)[":id"]["occurrences"]["$get"], 200>;
export type Occurrence = OccurrencesPage["occurrences"][number];

/** The dates of the series an event belongs to, in order, a page at a time. */
export function useOccurrencesQuery(id: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: eventKeys.occurrences(id),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<OccurrencesPage>(
        await api.events[":id"].occurrences.$get({
          param: { id: String(id) },
          query: pageParam ? { cursor: pageParam } : {},
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** Cancels the event (true) or puts it back on (false). */
export function useEventCancellationMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (cancelled: boolean) => {
      const param = { id: String(id) };
      return readJson(
        cancelled
          ? await api.events[":id"].cancellation.$post({ param })
          : await api.events[":id"].cancellation.$delete({ param }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
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
