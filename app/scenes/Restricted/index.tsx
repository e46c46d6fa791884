import type { UseQueryResult } from "@tanstack/react-query";
import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Link, Navigate, useParams } from "react-router";
import { ENTITY_TYPES, type EntityType } from "../../../shared/enums";
import { Avatar } from "../../components/avatar";
import { EntityNotFound, EntityPageSkeleton } from "../../components/entities/entity-page-parts";
import { entityIdFrom } from "../../components/entities/entity-page-state";
import { ListError } from "../../components/entities/list-states";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api-error";
import { PageMeta } from "../../lib/page-meta";
import { useCommunityQuery } from "../../queries/communities";
import { useEventQuery } from "../../queries/events";
import { NotFoundScene } from "../NotFound";
import { RequestAccess } from "./request-access";

const PAGES: Record<EntityType, { path: string; back: string; backLabel: string }> = {
  group: { path: "/groups", back: "/communities", backLabel: "Back to communities" },
  partnership: { path: "/partnerships", back: "/communities", backLabel: "Back to communities" },
  event: { path: "/events", back: "/events", backLabel: "Back to events" },
};

interface Preview {
  name: string;
  image: string | null;
  restricted: boolean;
}

/**
 * /restricted/{entityType}/{entityId}: where a private entity's outsiders land. It shows what the
 * preview allows (name and picture), says why, and offers the way in: a request to join (with an
 * optional message), its cancellation, or an invitation to accept.
 */
export function RestrictedScene() {
  const params = useParams();
  const type = ENTITY_TYPES.find((entry) => entry === params.entityType);
  const id = entityIdFrom(params.entityId);
  if (!type) return <NotFoundScene />;
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      {id === null ? (
        <EntityNotFound type={type} />
      ) : type === "event" ? (
        <EventPreview id={id} />
      ) : (
        <CommunityPreview type={type} id={id} />
      )}
    </div>
  );
}

function CommunityPreview({ type, id }: { type: "group" | "partnership"; id: number }) {
  const query = useCommunityQuery(type, id);
  const preview = query.data
    ? { name: query.data.name, image: query.data.profileImage, restricted: query.data.restricted }
    : undefined;
  return (
    <RestrictedNotice type={type} id={id} query={query} preview={preview}>
      {query.data && <RequestAccess community={query.data} />}
    </RestrictedNotice>
  );
}

function EventPreview({ id }: { id: number }) {
  const query = useEventQuery(id);
  const preview = query.data
    ? { name: query.data.name, image: query.data.eventImage, restricted: query.data.restricted }
    : undefined;
  return <RestrictedNotice type="event" id={id} query={query} preview={preview} />;
}

function RestrictedNotice({
  type,
  id,
  query,
  preview,
  children,
}: {
  type: EntityType;
  id: number;
  query: UseQueryResult<unknown>;
  preview: Preview | undefined;
  /** The way in the entity offers (a request to join, an invitation to accept). */
  children?: ReactNode;
}) {
  if (query.isPending) return <EntityPageSkeleton />;
  if (query.isError || !preview) {
    if (query.error instanceof ApiError && query.error.status === 404) return <EntityNotFound type={type} />;
    return (
      <ListError
        message={`Could not load this ${type}.`}
        onRetry={() => query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  // A member (or someone who has joined since) goes to the page itself.
  if (!preview.restricted) return <Navigate to={`${PAGES[type].path}/${id}`} replace />;
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border bg-card p-8 text-center">
      <PageMeta title={preview.name} robots="noindex, nofollow" />
      <Avatar src={preview.image} name={preview.name} type={type} decorative className="size-24 text-2xl" />
      <h1 className="break-words text-2xl font-bold tracking-tight">{preview.name}</h1>
      <p className="flex items-start gap-2 text-muted-foreground">
        <Lock aria-hidden="true" className="mt-1 size-4 shrink-0" />
        <span>This {type} is private. Only its members can see its posts and members.</span>
      </p>
      {children}
      <Button asChild variant="outline">
        <Link to={PAGES[type].back}>{PAGES[type].backLabel}</Link>
      </Button>
    </div>
  );
}
