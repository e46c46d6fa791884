import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useCallback, useState } from "react";
import { Link } from "react-router";
import type { EntityType } from "../../../shared/enums";
import { workspacePagePath } from "../../../shared/workspace";
import { ListError } from "../../components/entities/list-states";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api-error";
import { PageMeta } from "../../lib/page-meta";
import {
  type OpenWorkspacePage,
  useWorkspacePageQuery,
  workspaceKeys,
  workspacePageApiPath,
} from "../../queries/workspaces";
import { LiveEditor } from "./live-editor";
import { PageLoading } from "./page-loading";
import { Presence, SaveState } from "./presence";
import { usePeers, useSaveState, useWorkspaceProvider } from "./use-provider";

const TITLE_ID = "workspace-page-title";

/** A page of the workspace: loading, not found, or its title, who is here, its save state and its text. */
export function PageView({
  type,
  id,
  pageId,
  entityName,
}: {
  type: EntityType;
  id: number;
  pageId: string;
  entityName: string;
}) {
  const query = useWorkspacePageQuery(type, id, pageId);
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return <PageGone type={type} id={id} />;
    if (query.error instanceof ApiError && query.error.status === 403) {
      return <p role="alert">You can no longer open this workspace's pages.</p>;
    }
    return (
      <ListError
        message="Could not load this page."
        onRetry={() => query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  return (
    <OpenPage
      type={type}
      id={id}
      pageId={pageId}
      entityName={entityName}
      data={query.data}
      onReload={() => query.refetch()}
    />
  );
}

function PageGone({ type, id, deleted = false }: { type: EntityType; id: number; deleted?: boolean }) {
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-lg border bg-card p-6">
      <h1 className="text-xl font-semibold">
        {deleted ? "This page was deleted." : "This page does not exist."}
      </h1>
      <p className="text-muted-foreground">
        {deleted
          ? "Someone deleted it while you had it open."
          : "It may have been deleted, or the link may be wrong."}
      </p>
      <Button asChild variant="outline">
        <Link to={workspacePagePath(type, id)}>All pages</Link>
      </Button>
    </div>
  );
}

function OpenPage({
  type,
  id,
  pageId,
  entityName,
  data,
  onReload,
}: {
  type: EntityType;
  id: number;
  pageId: string;
  entityName: string;
  data: OpenWorkspacePage;
  onReload: () => void;
}) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(data.page.title);
  const [deleted, setDeleted] = useState(false);
  const canWrite = data.workspace.can.write;
  const refreshList = useCallback(
    () => queryClient.invalidateQueries({ queryKey: workspaceKeys.pages(type, id) }),
    [queryClient, type, id],
  );
  const provider = useWorkspaceProvider({
    pagePath: workspacePageApiPath(type, id, pageId),
    document: data.document,
    lastUpdateId: data.lastUpdateId,
    canWrite,
    onTitle: (next) => {
      setTitle(next);
      void refreshList();
    },
    onClosed: (reason) => {
      void refreshList();
      if (reason === "deleted") setDeleted(true);
      else onReload();
    },
  });
  const status = useSaveState(provider);
  const peers = usePeers(provider);
  if (deleted) return <PageGone type={type} id={id} deleted />;
  return (
    <article aria-labelledby={TITLE_ID} className="grid gap-4">
      <PageMeta title={`${title} · ${entityName}`} robots="noindex, nofollow" />
      <Link
        to={workspacePagePath(type, id)}
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground md:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> All pages
      </Link>
      <header className="grid gap-2">
        <h1 id={TITLE_ID} className="break-words text-2xl font-bold tracking-tight">
          {title}
        </h1>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <SaveState status={status} readOnly={!canWrite} />
          <Presence peers={peers} />
        </div>
      </header>
      {provider ? (
        <LiveEditor key={pageId} provider={provider} canWrite={canWrite} titleId={TITLE_ID} />
      ) : (
        <div aria-hidden="true" className="h-64 animate-pulse rounded-md bg-muted" />
      )}
    </article>
  );
}
