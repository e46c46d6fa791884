import { initialsOf } from "../../shared/initials";
import type { SearchRow } from "../queries/people-search";

const URLS: Record<SearchRow["type"], (id: string) => string> = {
  user: (id) => `/profile/${id}`,
  group: (id) => `/groups/${id}`,
  partnership: (id) => `/partnerships/${id}`,
  event: (id) => `/events/${id}`,
};

/** Descriptions are a line in the dialog: the first 140 characters, on one line. */
function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}

/** One result of the members' search, as spec §3 "Search result" names its fields. */
export function presentSearchResult(row: SearchRow) {
  return {
    id: row.id,
    name: row.name,
    description: shortDescription(row.description),
    type: row.type,
    avatar: row.image,
    initials: initialsOf(row.name),
    url: URLS[row.type](row.id),
  };
}

/** The search's answer: members, groups, partnerships and events, in that order, at most 5 each. */
export function presentSearchResults(rows: SearchRow[]) {
  return { results: rows.map(presentSearchResult) };
}

export type PresentedSearchResult = ReturnType<typeof presentSearchResult>;
