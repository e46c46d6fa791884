import { lazy, Suspense } from "react";
import { useParams } from "react-router";
import type { EntityType } from "../../../shared/enums";
import { workspacePagePath } from "../../../shared/workspace";
import { Breadcrumb, EntityNotFound } from "../../components/entities/entity-page-parts";
import { entityIdFrom } from "../../components/entities/entity-page-state";
import { ListError } from "../../components/entities/list-states";
import { ApiError } from "../../lib/api-error";
import { PageMeta } from "../../lib/page-meta";
import { useWorkspacePagesQuery } from "../../queries/workspaces";
import { WorkspaceForbidden } from "./forbidden";
import { PageList } from "./page-list";
import { PageLoading } from "./page-loading";

// The editor (TipTap, ProseMirror, Yjs) is most of the workspace's weight: the page list alone
// does without it, and it loads once a page is opened.
const PageView = lazy(() => import("./page-view").then((m) => ({ default: m.PageView })));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ENTITY: Record<EntityType, { path: string; list: string; listLabel: string }> = {
  group: { path: "/groups", list: "/communities", listLabel: "Communities" },
  partnership: { path: "/partnerships", list: "/communities", listLabel: "Communities" },
  event: { path: "/events", list: "/events", listLabel: "Events" },
};

/**
 * `/{groups|partnerships|events}/{id}/workspace[/{pageId}]` (spec §2): the entity's pages beside
 * the open one on wide screens; on a phone the list, or the page with a way back to the list.
 */
export function WorkspaceScene({ type }: { type: EntityType }) {
  const params = useParams();
  const id = entityIdFrom(params.id);
  if (id === null) return <EntityNotFound type={type} />;
  return <WorkspaceView type={type} id={id} pageId={params.pageId} />;
}

function WorkspaceView({ type, id, pageId }: { type: EntityType; id: number; pageId: string | undefined }) {
  const query = useWorkspacePagesQuery(type, id);
  if (query.isPending) {
    return (
      <div role="status" aria-live="polite" className="mx-auto grid max-w-6xl gap-4 px-4 py-6">
        <span className="sr-only">Loading the workspace…</span>
        <div aria-hidden="true" className="h-4 w-48 animate-pulse rounded bg-muted" />
        <div aria-hidden="true" className="h-64 animate-pulse rounded-lg bg-muted" />
      </div>
    );
  }
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404) return <EntityNotFound type={type} />;
    if (status === 403) return <WorkspaceForbidden type={type} id={id} />;
    return (
      <div className="mx-auto max-w-lg px-4 py-12">
        <ListError
          message="Could not load this workspace."
          onRetry={() => query.refetch()}
          retrying={query.isRefetching}
        />
      </div>
    );
  }
  const [first] = query.data.pages;
  if (!first) return null;
  const { workspace } = first;
  const pages = query.data.pages.flatMap((page) => page.pages);
  const entity = ENTITY[type];
  const openTitle = pages.find((page) => page.id === pageId)?.title;
  const crumbs = [
    { label: entity.listLabel, to: entity.list },
    { label: workspace.entity.name, to: `${entity.path}/${id}` },
    pageId ? { label: "Workspace", to: workspacePagePath(type, id) } : { label: "Workspace" },
    ...(pageId ? [{ label: openTitle ?? "Page" }] : []),
  ];
  return (
    <div className="mx-auto grid max-w-6xl gap-4 px-4 py-6">
      {!pageId && <PageMeta title={`Workspace · ${workspace.entity.name}`} robots="noindex, nofollow" />}
      <Breadcrumb crumbs={crumbs} />
      <div className="grid gap-6 md:grid-cols-[18rem_minmax(0,1fr)]">
        <div className={pageId ? "hidden min-w-0 md:block" : "block min-w-0"}>
          {!pageId && (
            <h1 className="mb-4 text-2xl font-bold tracking-tight">{workspace.entity.name}: workspace</h1>
          )}
          <PageList
            type={type}
            id={id}
            workspace={workspace}
            pages={pages}
            openPageId={pageId}
            more={{
              hasMore: query.hasNextPage,
              loading: query.isFetchingNextPage,
              load: () => query.fetchNextPage(),
            }}
          />
        </div>
        <div className={pageId ? "min-w-0" : "hidden min-w-0 md:block"}>
          {pageId && UUID.test(pageId) ? (
            <Suspense fallback={<PageLoading />}>
              <PageView key={pageId} type={type} id={id} pageId={pageId} entityName={workspace.entity.name} />
            </Suspense>
          ) : pageId ? (
            <p role="alert">This page does not exist.</p>
          ) : (
            <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
              {pages.length ? "Choose a page to read it." : "This workspace has no pages yet."}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
