import { Download, Trash2 } from "lucide-react";
import { formatBytes } from "../../../shared/entity-storage";
import { Avatar } from "../../components/avatar";
import { Button } from "../../components/ui/button";
import type { EntityFile } from "../../queries/entity-files";
import { fileKind } from "./file-kind";

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const DATE_TIME = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short" });

const uploaderName = (file: EntityFile) =>
  file.uploader
    ? `${file.uploader.firstName} ${file.uploader.lastName}`.trim() || "A member"
    : "A former member";

// A table on wide screens; below `sm` each row stacks into a card (the column headers stay for
// screen readers, visually hidden).
const CELL = "block sm:table-cell sm:px-3 sm:py-3 sm:align-middle";
const HEADER = "px-3 py-2 text-left text-xs font-medium uppercase tracking-wide text-muted-foreground";

/**
 * The entity's files: name (a download link), type, size, uploader and date, with a delete button
 * on the files the viewer may delete.
 */
export function FileTable({
  files,
  caption,
  onDelete,
}: {
  files: EntityFile[];
  caption: string;
  onDelete: (file: EntityFile) => void;
}) {
  const anyDeletable = files.some((file) => file.can.delete);
  return (
    <table className="w-full border-separate border-spacing-0 text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only sm:not-sr-only sm:table-header-group">
        <tr>
          <th scope="col" className={HEADER}>
            Name
          </th>
          <th scope="col" className={HEADER}>
            Type
          </th>
          <th scope="col" className={`${HEADER} text-right`}>
            Size
          </th>
          <th scope="col" className={HEADER}>
            Uploaded by
          </th>
          <th scope="col" className={HEADER}>
            Date
          </th>
          {anyDeletable && (
            <th scope="col" className={HEADER}>
              <span className="sr-only">Actions</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody className="grid gap-3 sm:table-row-group">
        {files.map((file) => (
          <tr
            key={file.id}
            className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 rounded-lg border bg-card p-3 sm:table-row sm:rounded-none sm:border-0 sm:bg-transparent sm:p-0 [&>td]:sm:border-t"
          >
            <td className={`${CELL} col-span-2 min-w-0 font-medium`}>
              <a
                href={file.downloadUrl}
                download={file.name}
                className="inline-flex max-w-full items-center gap-2 break-all text-primary underline-offset-4 hover:underline"
              >
                <Download aria-hidden="true" className="size-4 shrink-0" />
                <span>{file.name}</span>
              </a>
            </td>
            <td className={`${CELL} text-muted-foreground`}>{fileKind(file.contentType)}</td>
            <td className={`${CELL} text-right tabular-nums sm:whitespace-nowrap`}>
              {formatBytes(file.sizeBytes)}
            </td>
            <td className={`${CELL} col-span-2 sm:col-span-1`}>
              <span className="inline-flex items-center gap-2">
                <Avatar
                  src={file.uploader?.avatarUrl}
                  name={uploaderName(file)}
                  type="user"
                  decorative
                  className="size-6 text-[10px]"
                />
                <span>{uploaderName(file)}</span>
              </span>
            </td>
            <td className={`${CELL} text-muted-foreground sm:whitespace-nowrap`}>
              <time dateTime={file.uploadedAt} title={DATE_TIME.format(new Date(file.uploadedAt))}>
                {DATE.format(new Date(file.uploadedAt))}
              </time>
            </td>
            {anyDeletable && (
              <td className={`${CELL} text-right`}>
                {file.can.delete && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => onDelete(file)}
                    aria-label={`Delete ${file.name}`}
                  >
                    <Trash2 aria-hidden="true" />
                    <span className="sm:sr-only">Delete</span>
                  </Button>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Grey rows in the table's shape while the first page loads. */
export function FileTableSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-3">
      <span className="sr-only">Loading files...</span>
      {["a", "b", "c"].map((key) => (
        <div
          key={key}
          aria-hidden="true"
          className="flex animate-pulse items-center gap-3 rounded-lg border p-3"
        >
          <div className="h-4 w-1/3 rounded bg-muted" />
          <div className="h-3 w-16 rounded bg-muted" />
          <div className="ml-auto h-3 w-12 rounded bg-muted" />
        </div>
      ))}
    </div>
  );
}
