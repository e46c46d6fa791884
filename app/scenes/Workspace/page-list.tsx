import { FileText, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { NavLink, useNavigate } from "react-router";
import type { EntityType } from "../../../shared/enums";
import {
  WORKSPACE_EDIT_ROLE_LABELS,
  WORKSPACE_EDIT_ROLES,
  type WorkspaceEditRole,
  workspacePagePath,
} from "../../../shared/workspace";
import { Button } from "../../components/ui/button";
import { toast } from "../../lib/toast";
import { useWorkspaceMutations, type Workspace, type WorkspacePageSummary } from "../../queries/workspaces";
import { DeleteDialog, TitleDialog } from "./page-dialogs";

type Dialog = { kind: "create" } | { kind: "rename" | "delete"; page: WorkspacePageSummary } | null;

/**
 * The workspace's pages by title, the one open marked; for admins and owners, New page, Rename and
 * Delete on each, and who may write page text.
 */
export function PageList({
  type,
  id,
  workspace,
  pages,
  openPageId,
  more,
}: {
  type: EntityType;
  id: number;
  workspace: Workspace;
  pages: WorkspacePageSummary[];
  openPageId: string | undefined;
  more: { hasMore: boolean; loading: boolean; load: () => void };
}) {
  const navigate = useNavigate();
  const { create, rename, remove } = useWorkspaceMutations(type, id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const manage = workspace.can.manage;
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="workspace-pages-heading" className="text-lg font-semibold">
          Pages
        </h2>
        {manage && (
          <Button type="button" size="sm" onClick={() => setDialog({ kind: "create" })}>
            <Plus aria-hidden="true" /> New page
          </Button>
        )}
      </div>
      {pages.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
          {manage ? "No pages yet. Create the first one." : "No pages yet."}
        </p>
      ) : (
        <nav aria-labelledby="workspace-pages-heading">
          <ul className="grid grid-cols-1 gap-1">
            {pages.map((page) => (
              <li key={page.id} className="group flex items-center gap-1 rounded-md hover:bg-muted">
                <NavLink
                  to={workspacePagePath(type, id, page.id)}
                  className="flex min-w-0 flex-1 items-start gap-2 rounded-md p-2 aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
                >
                  <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <span className="min-w-0 flex-1">
                    <span className="line-clamp-2 break-words font-medium">{page.title}</span>
                    {page.preview && (
                      <span className="block truncate text-xs text-muted-foreground">{page.preview}</span>
                    )}
                  </span>
                </NavLink>
                {manage && (
                  <span className="flex shrink-0">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={`Rename ${page.title}`}
                      onClick={() => setDialog({ kind: "rename", page })}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={`Delete ${page.title}`}
                      onClick={() => setDialog({ kind: "delete", page })}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
      {more.hasMore && (
        <Button type="button" variant="outline" size="sm" disabled={more.loading} onClick={more.load}>
          {more.loading ? "Loading…" : "More pages"}
        </Button>
      )}
      {manage && <EditRoleSetting type={type} id={id} current={workspace.editRole} />}
      <TitleDialog
        open={dialog?.kind === "create"}
        onOpenChange={close}
        heading="New page"
        submitLabel="Create page"
        busyLabel="Creating…"
        busy={create.isPending}
        onSubmit={async (title) => {
          const page = await create.mutateAsync(title);
          navigate(workspacePagePath(type, id, page.id));
        }}
      />
      <TitleDialog
        open={dialog?.kind === "rename"}
        onOpenChange={close}
        heading="Rename page"
        submitLabel="Rename"
        busyLabel="Renaming…"
        initial={dialog?.kind === "rename" ? dialog.page.title : ""}
        busy={rename.isPending}
        onSubmit={(title) =>
          dialog?.kind === "rename"
            ? rename.mutateAsync({ pageId: dialog.page.id, title })
            : Promise.resolve()
        }
      />
      <DeleteDialog
        open={dialog?.kind === "delete"}
        onOpenChange={close}
        title={dialog?.kind === "delete" ? dialog.page.title : ""}
        busy={remove.isPending}
        onConfirm={async () => {
          if (dialog?.kind !== "delete") return;
          await remove.mutateAsync(dialog.page.id);
          toast.success(`“${dialog.page.title}” was deleted.`);
          if (dialog.page.id === openPageId) navigate(workspacePagePath(type, id));
        }}
      />
    </div>
  );
}

/** Who may write page text: admins and owners by default, or moderators, or every member. */
function EditRoleSetting({ type, id, current }: { type: EntityType; id: number; current: string }) {
  const { setEditRole } = useWorkspaceMutations(type, id);
  return (
    <div className="grid gap-1 border-t pt-3">
      <label htmlFor="workspace-edit-role" className="text-sm font-medium">
        Who can write pages
      </label>
      <select
        id="workspace-edit-role"
        value={current}
        disabled={setEditRole.isPending}
        onChange={(event) =>
          setEditRole.mutate(event.target.value as WorkspaceEditRole, {
            onSuccess: () => toast.success("Saved who can write pages."),
            onError: (error) => toast.error(error.message),
          })
        }
        className="h-10 rounded-md border border-field bg-background px-3 text-sm"
      >
        {WORKSPACE_EDIT_ROLES.map((role) => (
          <option key={role} value={role}>
            {WORKSPACE_EDIT_ROLE_LABELS[role]}
          </option>
        ))}
      </select>
    </div>
  );
}
