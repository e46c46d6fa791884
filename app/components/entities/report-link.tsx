import { ChartColumn } from "lucide-react";
import { Link } from "react-router";
import { entityPath } from "../../../shared/entity-paths";
import type { EntityType } from "../../../shared/enums";
import { Button } from "../ui/button";

/** A link to the entity's impact report (issue 30), for those who may read it: its admins and owners. */
export function ReportLink({
  type,
  id,
  can,
}: {
  type: EntityType;
  id: number;
  can: { viewReports: boolean };
}) {
  if (!can.viewReports) return null;
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={`${entityPath({ type, id })}/report`}>
        <ChartColumn aria-hidden="true" className="size-4" />
        Impact report
      </Link>
    </Button>
  );
}
