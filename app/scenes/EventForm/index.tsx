import { useNavigate, useParams } from "react-router";
import { EntityNotFound } from "../../components/entities/entity-page-parts";
import { EntityPageState, entityIdFrom } from "../../components/entities/entity-page-state";
import { FormPage } from "../../components/entities/form-page";
import { toast } from "../../lib/toast";
import { useCreateEventMutation, useEventQuery, useUpdateEventMutation } from "../../queries/events";
import { EventForm } from "./event-form";

/** /events/create and /events/{eventId}/edit (issue 12). */
export function EventFormScene({ mode }: { mode: "create" | "edit" }) {
  return mode === "create" ? <CreateEvent /> : <EditEventPage />;
}

/** A new event, its creator its host. */
function CreateEvent() {
  const navigate = useNavigate();
  const create = useCreateEventMutation();
  const title = "Create an event";
  return (
    <FormPage title={title} crumbs={[{ label: "Events", to: "/events" }, { label: title }]}>
      <EventForm
        event={null}
        submitLabel="Create event"
        pendingLabel="Creating..."
        onCancel={() => navigate("/events")}
        onSubmit={async (body) => {
          const event = await create.mutateAsync(body);
          toast.success(`${body.name} was created`);
          navigate(`/events/${event.id}`);
        }}
      />
    </FormPage>
  );
}

/** An event's hosts and admins change it. */
function EditEventPage() {
  const id = entityIdFrom(useParams().id);
  if (id === null) return <EntityNotFound type="event" />;
  return <EditEvent id={id} />;
}

function EditEvent({ id }: { id: number }) {
  const navigate = useNavigate();
  const query = useEventQuery(id);
  const update = useUpdateEventMutation(id);
  return (
    <EntityPageState type="event" id={id} query={query}>
      {(event) =>
        event.can.update ? (
          <FormPage
            title={`Edit ${event.name}`}
            crumbs={[
              { label: "Events", to: "/events" },
              { label: event.name, to: `/events/${id}` },
              { label: "Edit" },
            ]}
          >
            <EventForm
              event={event}
              submitLabel="Save changes"
              pendingLabel="Saving..."
              onCancel={() => navigate(`/events/${id}`)}
              onSubmit={async (body) => {
                await update.mutateAsync(body);
                toast.success("Your changes were saved");
                navigate(`/events/${id}`);
              }}
            />
          </FormPage>
        ) : (
          <FormPage
            title={event.name}
            crumbs={[
              { label: "Events", to: "/events" },
              { label: event.name, to: `/events/${id}` },
            ]}
          >
            <p role="alert">Only the event's hosts and admins can edit it.</p>
          </FormPage>
        )
      }
    </EntityPageState>
  );
}
