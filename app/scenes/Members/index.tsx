import { Search } from "lucide-react";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from "../../../shared/limits";
import { Avatar } from "../../components/avatar";
import { ConnectButton } from "../../components/connections/connect-button";
import { ListEmpty, ListError, PeopleSkeleton } from "../../components/connections/list-states";
import { Button } from "../../components/ui/button";
import { Input, NativeSelect } from "../../components/ui/input";
import { useDebouncedValue } from "../../hooks/use-debounced-value";
import { PageMeta } from "../../lib/page-meta";
import { useOrganisersQuery } from "../../queries/events";
import { type DirectoryMember, useMemberDirectoryQuery } from "../../queries/members";

const ORGANISATION = /^(group|partnership)-\d{1,9}$/;

function MemberRow({ member }: { member: DirectoryMember }) {
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-4">
      <Avatar src={member.avatarUrl} name={name} type="user" decorative />
      <div className="min-w-0 flex-1">
        <Link to={`/profile/${member.userId}`} className="font-medium hover:underline">
          {name}
        </Link>
        {member.bio && <p className="truncate text-sm text-muted-foreground">{member.bio}</p>}
      </div>
      <ConnectButton userId={member.userId} name={name} initial={member.connection} />
    </li>
  );
}

/**
 * /members: the members directory (spec §2), by name, searchable, narrowed to one of the member's
 * own groups and partnerships if they like, a page at a time.
 */
export function MembersScene() {
  const [query, setQuery] = useState("");
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  // Under 2 characters the whole directory shows (spec §5: shorter queries do not search).
  const q = debounced.length >= SEARCH_MIN_LENGTH ? debounced : "";
  // The organisation is in the address, so a filtered list can be shared and survives a reload.
  const [params, setParams] = useSearchParams();
  const organisation = ORGANISATION.test(params.get("organisation") ?? "")
    ? (params.get("organisation") ?? "")
    : "";
  const organisations = useOrganisersQuery("member");
  const chosen = organisations.data?.find((row) => row.id === organisation);
  const directory = useMemberDirectoryQuery(q, organisation);
  const members = directory.data?.pages.flatMap((page) => page.members) ?? [];
  const searchId = useId();

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageMeta title="Members" robots="noindex, follow" />
      <h1 className="text-3xl font-bold tracking-tight">Members</h1>
      <p className="mt-1 text-muted-foreground">Find people in your community and connect with them.</p>
      <div className="mt-6 grid gap-3 sm:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            Search members by name
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-3 size-4 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search members by name..."
            className="pl-9"
            autoComplete="off"
          />
        </div>
        <div>
          <label htmlFor={`${searchId}-organisation`} className="sr-only">
            Organisation
          </label>
          <NativeSelect
            id={`${searchId}-organisation`}
            value={organisation}
            onChange={(change) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  if (change.target.value) next.set("organisation", change.target.value);
                  else next.delete("organisation");
                  return next;
                },
                { replace: true },
              )
            }
          >
            <option value="">All organisations</option>
            {organisation && !chosen && <option value={organisation}>This organisation</option>}
            {organisations.data?.map((row) => (
              <option key={row.id} value={row.id}>
                {row.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="mt-6" aria-busy={directory.isFetching}>
        {directory.isPending ? (
          <PeopleSkeleton />
        ) : directory.isError && members.length === 0 ? (
          <ListError message="Could not load members." onRetry={() => directory.refetch()} />
        ) : members.length === 0 ? (
          <ListEmpty
            title={q || organisation ? "No members found" : "No members yet"}
            hint={
              q
                ? "Try a different search term"
                : organisation
                  ? `No one else belongs to ${chosen?.name ?? "this organisation"} yet.`
                  : "Members appear here once they have completed their profile."
            }
          />
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-3" aria-label="Members">
              {members.map((member) => (
                <MemberRow key={member.userId} member={member} />
              ))}
            </ul>
            {directory.isFetchNextPageError && (
              <ListError message="Could not load more members." onRetry={() => directory.fetchNextPage()} />
            )}
            {directory.hasNextPage && !directory.isFetchNextPageError && (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="outline"
                  onClick={() => directory.fetchNextPage()}
                  disabled={directory.isFetchingNextPage}
                >
                  {directory.isFetchingNextPage ? "Loading..." : "Load more"}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
