import { ArrowLeft, Pencil, Trash2, Users } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Avatar } from "../../components/avatar";
import { LabelBadge } from "../../components/entities/badges";
import { Breadcrumb, DetailSection, EntityNotFound } from "../../components/entities/entity-page-parts";
import { entityIdFrom } from "../../components/entities/entity-page-state";
import { SubgroupNotFound, SubgroupPageState } from "../../components/entities/subgroup-page-state";
import { Button } from "../../components/ui/button";
import { ConfirmDeleteDialog } from "../../components/ui/confirm-delete-dialog";
import { errorText } from "../../lib/error-text";
import { PageMeta } from "../../lib/page-meta";
import { toast } from "../../lib/toast";
import {
  type EventSubgroup,
  useDeleteEventSubgroupMutation,
  useEventSubgroupQuery,
} from "../../queries/event-subgroups";
import { MembershipButton } from "./membership-button";
import { SubgroupMembers } from "./subgroup-members";

/** /events/{eventId}/subgroups/{subgroupId}: a team inside an event, its members, joining and leaving. */
export function EventSubgroupScene() {
  const params = useParams();
  const eventId = entityIdFrom(params.id);
  const subgroupId = entityIdFrom(params.subgroupId);
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      {eventId === null ? (
        <EntityNotFound type="event" />
      ) : subgroupId === null ? (
        <SubgroupNotFound eventId={eventId} />
      ) : (
        <SubgroupPage eventId={eventId} subgroupId={subgroupId} />
      )}
    </div>
  );
}

function SubgroupPage({ eventId, subgroupId }: { eventId: number; subgroupId: number }) {
  const query = useEventSubgroupQuery(eventId, subgroupId);
  return (
    <SubgroupPageState eventId={eventId} query={query}>
      {(subgroup) => <SubgroupContent subgroup={subgroup} />}
    </SubgroupPageState>
  );
}

const membersLabel = (count: number) => `${count} ${count === 1 ? "member" : "members"}`;

function SubgroupContent({ subgroup }: { subgroup: EventSubgroup }) {
  const eventPath = `/events/${subgroup.event.id}`;
  const path = `${eventPath}/subgroups/${subgroup.id}`;
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageMeta title={`${subgroup.name} · ${subgroup.event.name}`} robots="noindex, follow" />
      <Breadcrumb
        crumbs={[
          { label: "Events", to: "/events" },
          { label: subgroup.event.name, to: eventPath },
          { label: subgroup.name },
        ]}
      />
      <div className="flex flex-col gap-4 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:p-6">
        <Avatar
          src={subgroup.profileImage}
          name={subgroup.name}
          type="event_subgroup"
          decorative
          className="size-20 text-xl sm:size-24"
        />
        <div className="min-w-0 flex-1">
          <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{subgroup.name}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
            <LabelBadge label="Subgroup" />
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden="true" className="size-4" />
              {membersLabel(subgroup.memberCount)}
            </span>
          </div>
          <p className="mt-2 text-sm">
            <Link to={eventPath} className="inline-flex items-center gap-1 font-medium hover:underline">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to {subgroup.event.name}
            </Link>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <MembershipButton subgroup={subgroup} />
        {subgroup.can.update && (
          <Button asChild variant="outline" size="sm">
            <Link to={`${path}/edit`}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit subgroup
            </Link>
          </Button>
        )}
        {subgroup.can.delete && <DeleteButton subgroup={subgroup} />}
      </div>
      <DetailSection title="About">
        {subgroup.description ? (
          <p className="whitespace-pre-wrap break-words">{subgroup.description}</p>
        ) : (
          <p className="text-muted-foreground">No description yet.</p>
        )}
      </DetailSection>
      <SubgroupMembers subgroup={subgroup} />
    </div>
  );
}

/** Delete, for the event's admins, after a confirmation; then back to the event. */
function DeleteButton({ subgroup }: { subgroup: EventSubgroup }) {
  const navigate = useNavigate();
  const mutation = useDeleteEventSubgroupMutation(subgroup.event.id, subgroup.id);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete subgroup
      </Button>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${subgroup.name}?`}
        description={`${membersLabel(subgroup.memberCount)} will no longer be in it. This cannot be undone.`}
        busy={mutation.isPending}
        onConfirm={() =>
          mutation.mutate(undefined, {
            onSuccess: () => {
              toast.success(`${subgroup.name} was deleted`);
              navigate(`/events/${subgroup.event.id}`);
            },
            onError: (error) =>
              toast.error(errorText(error, "Could not delete the subgroup. Please try again.")),
          })
        }
      />
    </>
  );
}
