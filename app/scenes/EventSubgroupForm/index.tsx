import { useNavigate, useParams } from "react-router";
import { EntityNotFound } from "../../components/entities/entity-page-parts";
import { EntityPageState, entityIdFrom } from "../../components/entities/entity-page-state";
import { FormPage } from "../../components/entities/form-page";
import { SubgroupNotFound, SubgroupPageState } from "../../components/entities/subgroup-page-state";
import { toast } from "../../lib/toast";
import {
  type EventSubgroup,
  useCreateEventSubgroupMutation,
  useEventSubgroupQuery,
  useUpdateEventSubgroupMutation,
} from "../../queries/event-subgroups";
import { type EventDetail, useEventQuery } from "../../queries/events";
import { SubgroupForm, type SubgroupFormValues } from "./subgroup-form";

/** Sends only what the form may change: the picture is left out unless it was changed. */
function payload(values: SubgroupFormValues) {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as SubgroupFormValues;
}

/** /events/{eventId}/create-subgroup and /events/{eventId}/subgroups/{subgroupId}/edit. */
export function EventSubgroupFormScene({ mode }: { mode: "create" | "edit" }) {
  const params = useParams();
  const eventId = entityIdFrom(params.id);
  if (eventId === null) return <EntityNotFound type="event" />;
  if (mode === "create") return <CreateSubgroupPage eventId={eventId} />;
  const subgroupId = entityIdFrom(params.subgroupId);
  if (subgroupId === null) return <SubgroupNotFound eventId={eventId} />;
  return <EditSubgroupPage eventId={eventId} subgroupId={subgroupId} />;
}

function CreateSubgroupPage({ eventId }: { eventId: number }) {
  const query = useEventQuery(eventId);
  return (
    <div className="mx-auto max-w-2xl">
      <EntityPageState type="event" id={eventId} query={query}>
        {(event) => <CreateSubgroup event={event} />}
      </EntityPageState>
    </div>
  );
}

function CreateSubgroup({ event }: { event: EventDetail }) {
  const navigate = useNavigate();
  const create = useCreateEventSubgroupMutation(event.id);
  const eventPath = `/events/${event.id}`;
  const title = "Create a subgroup";
  const crumbs = [{ label: "Events", to: "/events" }, { label: event.name, to: eventPath }, { label: title }];
  if (!event.can.createSubgroup) {
    return (
      <FormPage title={event.name} crumbs={crumbs.slice(0, 2)}>
        <p role="alert">Only the event's hosts and admins can create its subgroups.</p>
      </FormPage>
    );
  }
  return (
    <FormPage title={title} crumbs={crumbs}>
      <p className="mb-4 text-sm text-muted-foreground">
        A team inside {event.name}: its registered members join it themselves.
      </p>
      <SubgroupForm
        initial={{ name: "", description: "", profileImage: null }}
        submitLabel="Create subgroup"
        pendingLabel="Creating..."
        onCancel={() => navigate(eventPath)}
        onSubmit={async (values) => {
          const subgroup = await create.mutateAsync(payload(values));
          toast.success(`${subgroup.name} was created`);
          navigate(`${eventPath}/subgroups/${subgroup.id}`);
        }}
      />
    </FormPage>
  );
}

function EditSubgroupPage({ eventId, subgroupId }: { eventId: number; subgroupId: number }) {
  const query = useEventSubgroupQuery(eventId, subgroupId);
  return (
    <div className="mx-auto max-w-2xl">
      <SubgroupPageState eventId={eventId} query={query}>
        {(subgroup) => <EditSubgroup subgroup={subgroup} />}
      </SubgroupPageState>
    </div>
  );
}

function EditSubgroup({ subgroup }: { subgroup: EventSubgroup }) {
  const navigate = useNavigate();
  const update = useUpdateEventSubgroupMutation(subgroup.event.id, subgroup.id);
  const path = `/events/${subgroup.event.id}/subgroups/${subgroup.id}`;
  const crumbs = [
    { label: "Events", to: "/events" },
    { label: subgroup.event.name, to: `/events/${subgroup.event.id}` },
    { label: subgroup.name, to: path },
    { label: "Edit" },
  ];
  if (!subgroup.can.update) {
    return (
      <FormPage title={subgroup.name} crumbs={crumbs.slice(0, 3)}>
        <p role="alert">Only the event's hosts and admins can edit its subgroups.</p>
      </FormPage>
    );
  }
  return (
    <FormPage title={`Edit ${subgroup.name}`} crumbs={crumbs}>
      <SubgroupForm
        initial={{
          name: subgroup.name,
          description: subgroup.description,
          profileImage: subgroup.profileImage,
        }}
        submitLabel="Save changes"
        pendingLabel="Saving..."
        onCancel={() => navigate(path)}
        onSubmit={async (values) => {
          await update.mutateAsync(payload(values));
          toast.success("Changes saved");
          navigate(path);
        }}
      />
    </FormPage>
  );
}
