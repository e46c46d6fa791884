import { Command } from "cmdk";
import { CalendarDays, Handshake, Users } from "lucide-react";
import { Dialog, VisuallyHidden } from "radix-ui";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from "../../../shared/limits";
import { useDebouncedValue } from "../../hooks/use-debounced-value";
import { toast } from "../../lib/toast";
import { type SearchResult, useSearchQuery } from "../../queries/search";
import { Avatar } from "../avatar";

interface MemberSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const TYPE_LABELS: Record<SearchResult["type"], string> = {
  user: "Member",
  group: "Group",
  partnership: "Partnership",
  event: "Event",
};
const GROUP_HEADINGS: [SearchResult["type"], string][] = [
  ["user", "Members"],
  ["group", "Groups"],
  ["partnership", "Partnerships"],
  ["event", "Events"],
];
const TYPE_ICONS = { group: Users, partnership: Handshake, event: CalendarDays } as const;

/** The result's picture: a member's avatar (initials without one), an entity's image or its type's icon. */
function ResultPicture({ result }: { result: SearchResult }) {
  if (result.type === "user" || result.avatar) {
    return <Avatar src={result.avatar} name={result.name} type={result.type} decorative className="size-9" />;
  }
  const Icon = TYPE_ICONS[result.type];
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-muted"
    >
      <Icon className="size-4" />
    </span>
  );
}

/**
 * The members' search (spec §2 "Search dialog", §4, §5, §8): members, groups, partnerships and
 * events from 2 characters, 300 ms after typing stops. The query is cleared on open and after a
 * selection; a failure shows the spec's toast and no results.
 */
export function MemberSearchDialog({ open, onOpenChange }: MemberSearchDialogProps) {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSearchQuery(debounced);
  const active = query.trim().length >= SEARCH_MIN_LENGTH;
  const settled = debounced === query.trim();
  const searching = active && (!settled || search.isFetching);
  const results = active && settled && !search.isError ? (search.data ?? []) : [];

  useEffect(() => {
    if (open) setQuery("");
  }, [open]);

  const failedAt = search.isError ? search.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error("An error occurred while searching");
  }, [failedAt]);

  const select = (result: SearchResult) => {
    setQuery("");
    onOpenChange(false);
    navigate(result.url);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-[12vh] z-50 w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-xl">
          <VisuallyHidden.Root>
            <Dialog.Title>Search</Dialog.Title>
            <Dialog.Description>Search members, groups, partnerships and events.</Dialog.Description>
          </VisuallyHidden.Root>
          <Command shouldFilter={false} label="Search" className="flex flex-col">
            <Command.Input
              value={query}
              onValueChange={setQuery}
              placeholder="Search members, groups, events..."
              className="h-12 w-full border-b bg-transparent px-4 text-sm outline-none placeholder:text-muted-foreground"
            />
            <Command.List className="max-h-[60vh] overflow-y-auto p-2">
              {searching && (
                <Command.Loading>
                  <p className="p-4 text-center text-sm text-muted-foreground">Searching...</p>
                </Command.Loading>
              )}
              {active && !searching && results.length === 0 && (
                <div className="p-6 text-center">
                  <p className="text-sm font-medium">No results found</p>
                  <p className="text-sm text-muted-foreground">Try a different search term</p>
                </div>
              )}
              {!searching &&
                GROUP_HEADINGS.map(([type, heading]) => {
                  const ofType = results.filter((result) => result.type === type);
                  if (!ofType.length) return null;
                  return (
                    <Command.Group
                      key={type}
                      heading={heading}
                      className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground"
                    >
                      {ofType.map((result) => (
                        <Command.Item
                          key={`${result.type}-${result.id}`}
                          value={`${result.type}-${result.id}`}
                          onSelect={() => select(result)}
                          className="flex cursor-pointer items-center gap-3 rounded-md p-2 data-[selected=true]:bg-muted"
                        >
                          <ResultPicture result={result} />
                          <span className="grid min-w-0 flex-1">
                            <span className="truncate text-sm font-medium">{result.name}</span>
                            {result.description && (
                              <span className="truncate text-xs text-muted-foreground">
                                {result.description}
                              </span>
                            )}
                          </span>
                          <span className="text-xs text-muted-foreground">{TYPE_LABELS[result.type]}</span>
                        </Command.Item>
                      ))}
                    </Command.Group>
                  );
                })}
            </Command.List>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
