import { Download } from "lucide-react";
import { useId } from "react";
import { useSearchParams } from "react-router";
import {
  BETA_SIGNUP_STATUSES,
  type BetaSignupStatus,
  ORGANIZATION_TYPE_LABELS,
  ORGANIZATION_TYPES,
  type OrganizationType,
} from "../../../shared/enums";
import { ListSearch } from "../../components/entities/list-search";
import { ListEmpty, ListError, LoadMore } from "../../components/entities/list-states";
import { useListSearch } from "../../components/entities/use-list-search";
import { Button } from "../../components/ui/button";
import { Label, NativeSelect } from "../../components/ui/input";
import { ApiError } from "../../lib/api-client";
import { PageMeta } from "../../lib/page-meta";
import {
  type BetaSignupFilters,
  betaSignupCsvPath,
  useBetaSignupsQuery,
} from "../../queries/beta-management";
import { ForbiddenScene } from "../Forbidden";
import { SignupCard } from "./signup-card";
import { STATUS_LABELS } from "./status";

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined;

/**
 * /admin/beta-management (issue 31): the platform admins' beta list, searched (`?q=`), filtered
 * by status and organisation type (`?status=`, `?type=`), a page at a time; each sign-up approved
 * (the invitation mail goes out), declined or noted; the matching rows as CSV. Whoever else opens
 * it gets the 403 page: the server refuses them the list, and the page shows what it answered.
 */
export function BetaManagementScene() {
  const [params, setParams] = useSearchParams();
  const search = useListSearch();
  const status = pick(params.get("status"), BETA_SIGNUP_STATUSES);
  const organizationType = pick(params.get("type"), ORGANIZATION_TYPES);
  const filters: BetaSignupFilters = { q: search.query, status, organizationType };
  const list = useBetaSignupsQuery(filters);
  const statusId = useId();
  const typeId = useId();

  const choose = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  if (list.error instanceof ApiError && list.error.status === 403) return <ForbiddenScene />;
  const counts = list.data?.pages[0]?.counts;
  const signups = list.data?.pages.flatMap((page) => page.signups) ?? [];
  const matching = counts ? (status ? counts[status] : counts.all) : null;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageMeta title="Beta management" robots="noindex, nofollow" />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Beta management</h1>
          <p className="mt-1 text-muted-foreground">
            Organizations that asked to join the beta. Approving one emails them an invitation to create their
            account.
          </p>
        </div>
        <Button asChild variant="outline">
          <a href={betaSignupCsvPath(filters)} download>
            <Download aria-hidden="true" />
            Download CSV
          </a>
        </Button>
      </div>

      <search
        aria-label="Filter beta sign-ups"
        className="mt-6 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
      >
        <ListSearch
          label="Search by name, email or organization"
          placeholder="Search name, email or organization..."
          value={search.text}
          onChange={search.setText}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={statusId}>Status</Label>
          <NativeSelect
            id={statusId}
            value={status ?? ""}
            onChange={(event) => choose("status", event.target.value)}
          >
            <option value="">All statuses{counts ? ` (${counts.all})` : ""}</option>
            {BETA_SIGNUP_STATUSES.map((value: BetaSignupStatus) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
                {counts ? ` (${counts[value]})` : ""}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={typeId}>Organization type</Label>
          <NativeSelect
            id={typeId}
            value={organizationType ?? ""}
            onChange={(event) => choose("type", event.target.value)}
          >
            <option value="">All types</option>
            {ORGANIZATION_TYPES.map((value: OrganizationType) => (
              <option key={value} value={value}>
                {ORGANIZATION_TYPE_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </search>

      <p role="status" aria-live="polite" className="mt-4 text-sm text-muted-foreground">
        {list.isPending
          ? "Loading sign-ups..."
          : matching === null
            ? ""
            : `${matching} sign-up${matching === 1 ? "" : "s"} found`}
      </p>

      <div className="mt-3">
        {list.isPending ? null : list.isError && !list.data ? (
          <ListError
            message="Could not load the beta sign-ups."
            onRetry={() => list.refetch()}
            retrying={list.isRefetching}
          />
        ) : signups.length === 0 ? (
          <ListEmpty
            title={search.query || status || organizationType ? "No sign-ups found" : "No sign-ups yet"}
            text={
              search.query || status || organizationType
                ? "Try a different search or other filters."
                : "Organizations that sign up on the beta page appear here."
            }
          />
        ) : (
          <div aria-busy={list.isPlaceholderData}>
            <ul aria-label="Beta sign-ups" className="grid gap-4">
              {signups.map((signup) => (
                <li key={signup.id} className="min-w-0">
                  <SignupCard signup={signup} />
                </li>
              ))}
            </ul>
            <LoadMore
              hasNextPage={list.hasNextPage}
              loading={list.isFetchingNextPage}
              failed={list.isFetchNextPageError}
              onLoad={() => list.fetchNextPage()}
            />
          </div>
        )}
      </div>
    </div>
  );
}
