import { type ReactNode, useState } from "react";
import { Link, useParams } from "react-router";
import { ENTITY_PATH_SEGMENT } from "../../../shared/entity-storage";
import type { EntityType } from "../../../shared/enums";
import { Breadcrumb, EntityNotFound } from "../../components/entities/entity-page-parts";
import { entityIdFrom } from "../../components/entities/entity-page-state";
import { ListEmpty, ListError, LoadMore } from "../../components/entities/list-states";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api-error";
import { PageMeta } from "../../lib/page-meta";
import { toast } from "../../lib/toast";
import {
  type EntityFile,
  type EntityFilesPage,
  useDeleteEntityFileMutation,
  useEntityFilesQuery,
} from "../../queries/entity-files";
import { DeleteFileDialog } from "./delete-file-dialog";
import { FileTable, FileTableSkeleton } from "./file-table";
import { UploadControl } from "./upload-control";
import { UsageMeter } from "./usage-meter";

const LIST_OF: Record<EntityType, { label: string; to: string }> = {
  group: { label: "Communities", to: "/communities" },
  partnership: { label: "Communities", to: "/communities" },
  event: { label: "Events", to: "/events" },
};

/**
 * /groups/{id}/settings/storage (and the partnership's and event's): the entity's files, its
 * usage against the quota, and for owners and admins upload and delete (issue 11, item 4).
 */
export function EntityStorageScene({ type }: { type: EntityType }) {
  const id = entityIdFrom(useParams().id);
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      {id === null ? <EntityNotFound type={type} /> : <StoragePage type={type} id={id} />}
    </div>
  );
}

function StoragePage({ type, id }: { type: EntityType; id: number }) {
  const query = useEntityFilesQuery(type, id);
  const entityPath = `/${ENTITY_PATH_SEGMENT[type]}/${id}`;
  if (query.isError && query.error instanceof ApiError && query.error.status === 404) {
    return <EntityNotFound type={type} />;
  }
  const first = query.data?.pages[0];
  const crumbs = [
    LIST_OF[type],
    { label: first?.entity.name ?? `This ${type}`, to: entityPath },
    { label: "Storage" },
  ];
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageMeta title={first ? `Storage · ${first.entity.name}` : "Storage"} robots="noindex, follow" />
      <Breadcrumb crumbs={crumbs} />
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">Storage</h1>
        <p className="text-sm text-muted-foreground">
          {first ? `Files of ${first.entity.name}. ` : ""}Members can download them; owners and admins upload
          and delete.
        </p>
      </header>
      <StorageContent type={type} id={id} entityPath={entityPath} query={query} />
    </div>
  );
}

function StorageContent({
  type,
  id,
  entityPath,
  query,
}: {
  type: EntityType;
  id: number;
  entityPath: string;
  query: ReturnType<typeof useEntityFilesQuery>;
}) {
  if (query.isPending) return <FileTableSkeleton />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 403) {
      return (
        <div
          role="alert"
          className="grid justify-items-center gap-3 rounded-lg border bg-card p-6 text-center"
        >
          <p>Only members of this {type} can see its files.</p>
          <Button asChild variant="outline">
            <Link to={entityPath}>Back to the {type}</Link>
          </Button>
        </div>
      );
    }
    return (
      <ListError
        message="Could not load the files."
        onRetry={() => query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const pages: EntityFilesPage[] = query.data.pages;
  const [first] = pages;
  if (!first) return null;
  return (
    <>
      <section aria-label="Usage" className="rounded-lg border bg-card p-4 sm:p-6">
        <UsageMeter usedBytes={first.usage.usedBytes} quotaBytes={first.usage.quotaBytes} />
      </section>
      {first.can.upload && <UploadControl type={type} id={id} limits={first.limits} />}
      <FileList
        type={type}
        id={id}
        name={first.entity.name}
        files={pages.flatMap((page) => page.files)}
        more={
          <LoadMore
            hasNextPage={query.hasNextPage}
            loading={query.isFetchingNextPage}
            failed={query.isFetchNextPageError}
            onLoad={() => query.fetchNextPage()}
          />
        }
      />
    </>
  );
}

function FileList({
  type,
  id,
  name,
  files,
  more,
}: {
  type: EntityType;
  id: number;
  name: string;
  files: EntityFile[];
  more: ReactNode;
}) {
  const [doomed, setDoomed] = useState<EntityFile | null>(null);
  const remove = useDeleteEntityFileMutation(type, id);
  const close = () => {
    setDoomed(null);
    remove.reset();
  };
  return (
    <section aria-labelledby="files-heading" className="grid gap-3">
      <h2 id="files-heading" className="text-lg font-semibold">
        Files
      </h2>
      {files.length === 0 ? (
        <ListEmpty title="No files yet." text="Documents uploaded here are shared with every member." />
      ) : (
        <FileTable files={files} caption={`Files of ${name}`} onDelete={setDoomed} />
      )}
      {more}
      <DeleteFileDialog
        fileName={doomed?.name ?? ""}
        open={doomed !== null}
        busy={remove.isPending}
        error={remove.isError ? remove.error.message : null}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        onConfirm={() => {
          if (!doomed) return;
          remove.mutate(doomed.id, {
            onSuccess: () => {
              toast.success(`${doomed.name} deleted.`);
              close();
            },
          });
        }}
      />
    </section>
  );
}
