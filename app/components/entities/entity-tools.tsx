import { FileText, FolderOpen } from "lucide-react";
import { Link } from "react-router";
import { entityPath } from "../../../shared/entity-paths";
import type { EntityType } from "../../../shared/enums";
import { Button } from "../ui/button";

/** Links to an entity's workspace and files, for those who may read them (its members). */
export function EntityTools({
  type,
  id,
  can,
}: {
  type: EntityType;
  id: number;
  can: { readWorkspace: boolean };
}) {
  if (!can.readWorkspace) return null;
  const path = entityPath({ type, id });
  return (
    <>
      <Button asChild variant="outline" size="sm">
        <Link to={`${path}/workspace`}>
          <FileText aria-hidden="true" className="size-4" />
          Workspace
        </Link>
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link to={`${path}/settings/storage`}>
          <FolderOpen aria-hidden="true" className="size-4" />
          Files
        </Link>
      </Button>
    </>
  );
}
