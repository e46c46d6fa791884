import { Command } from "cmdk";
import { Dialog, VisuallyHidden } from "radix-ui";
import { use, useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { loadAllMarketingPages } from "../../content/marketing/load-page";
import { useDebouncedValue } from "../../hooks/use-debounced-value";
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH, searchSitePages } from "../../lib/site-search";
import { ComingSoonBadge } from "../marketing/coming-soon-badge";
import { MarketingIcon } from "../marketing/marketing-icon";

interface SiteSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Visitors search the public site's pages; members' search (people, groups, events) replaces
 * it once signed in. The query is cleared on open and after a selection (spec §4). Loaded with
 * every page's copy the first time it opens (the header's Suspense waits for both).
 */
export function SiteSearchDialog({ open, onOpenChange }: SiteSearchDialogProps) {
  const navigate = useNavigate();
  const pages = use(loadAllMarketingPages());
  const [query, setQuery] = useState("");
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const results = useMemo(() => searchSitePages(pages, debounced), [pages, debounced]);
  const settled = debounced === query;
  const active = query.trim().length >= SEARCH_MIN_LENGTH;

  useEffect(() => {
    if (open) setQuery("");
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-[12vh] z-50 w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-xl">
          <VisuallyHidden.Root>
            <Dialog.Title>Search</Dialog.Title>
            <Dialog.Description>Search the pages of this site.</Dialog.Description>
          </VisuallyHidden.Root>
          <Command shouldFilter={false} label="Search" className="flex flex-col">
            <Command.Input
              value={query}
              onValueChange={setQuery}
              placeholder="Search features, benefits, communities..."
              className="h-12 w-full border-b bg-transparent px-4 text-sm outline-none placeholder:text-muted-foreground"
            />
            <Command.List className="max-h-[60vh] overflow-y-auto p-2">
              {active && !settled && (
                <Command.Loading>
                  <p className="p-4 text-center text-sm text-muted-foreground">Searching...</p>
                </Command.Loading>
              )}
              {active && settled && results.length === 0 && (
                <div className="p-6 text-center">
                  <p className="text-sm font-medium">No results found</p>
                  <p className="text-sm text-muted-foreground">Try a different search term</p>
                </div>
              )}
              {settled &&
                results.map((result) => (
                  <Command.Item
                    key={result.id}
                    value={result.id}
                    onSelect={() => {
                      setQuery("");
                      onOpenChange(false);
                      navigate(result.url);
                    }}
                    className="flex cursor-pointer items-center gap-3 rounded-md p-2 data-[selected=true]:bg-muted"
                  >
                    <MarketingIcon name={result.icon} size="sm" />
                    <span className="grid flex-1">
                      <span className="flex flex-wrap items-center gap-x-2 text-sm font-medium">
                        {result.name}
                        {result.coming && <ComingSoonBadge />}
                      </span>
                      <span className="text-xs text-muted-foreground">{result.description}</span>
                    </span>
                    <span className="text-xs text-muted-foreground">{result.type}</span>
                  </Command.Item>
                ))}
            </Command.List>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
