import { Lock } from "lucide-react";
import { Link, Navigate } from "react-router";
import type { EntityType } from "../../../shared/enums";
import { EntityPageSkeleton } from "../../components/entities/entity-page-parts";
import { Button } from "../../components/ui/button";
import { useCommunityQuery } from "../../queries/communities";
import { useEventQuery } from "../../queries/events";

const ENTITY_PATH: Record<EntityType, string> = {
  group: "/groups",
  partnership: "/partnerships",
  event: "/events",
};

/**
 * Someone who may not read the workspace: a private entity's outsider goes to its restricted page
 * (as its other pages do), anyone else is told that the workspace is its members' and where to join.
 */
export function WorkspaceForbidden({ type, id }: { type: EntityType; id: number }) {
  return type === "event" ? <EventForbidden id={id} /> : <CommunityForbidden type={type} id={id} />;
}

function CommunityForbidden({ type, id }: { type: "group" | "partnership"; id: number }) {
  const query = useCommunityQuery(type, id);
  return <Notice type={type} id={id} pending={query.isPending} restricted={query.data?.restricted} />;
}

function EventForbidden({ id }: { id: number }) {
  const query = useEventQuery(id);
  return <Notice type="event" id={id} pending={query.isPending} restricted={query.data?.restricted} />;
}

function Notice({
  type,
  id,
  pending,
  restricted,
}: {
  type: EntityType;
  id: number;
  pending: boolean;
  restricted?: boolean;
}) {
  if (pending) return <EntityPageSkeleton />;
  if (restricted) return <Navigate to={`/restricted/${type}/${id}`} replace />;
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <Lock aria-hidden="true" className="size-8 text-muted-foreground" />
      <h1 className="text-2xl font-semibold">This workspace is for members</h1>
      <p className="text-muted-foreground">
        Only the {type}'s members can read its pages. Join it to take part.
      </p>
      <Button asChild variant="outline">
        <Link to={`${ENTITY_PATH[type]}/${id}`}>Go to the {type}</Link>
      </Button>
    </div>
  );
}
