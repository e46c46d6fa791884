import type { ReactNode } from "react";
import { useNavigate, useParams } from "react-router";
import { Breadcrumb, EntityNotFound } from "../../components/entities/entity-page-parts";
import { EntityPageState, entityIdFrom } from "../../components/entities/entity-page-state";
import { PageMeta } from "../../lib/page-meta";
import { toast } from "../../lib/toast";
import { useCreateEventMutation, useEventQuery, useUpdateEventMutation } from "../../queries/events";
import { EventForm } from "./event-form";

function Page({
  title,
  crumbs,
  children,
}: {
  title: string;
  crumbs: { label: string; to?: string }[];
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-2xl gap-4 px-4 py-6">
      <PageMeta title={title} robots="noindex, nofollow" />
      <Breadcrumb crumbs={crumbs} />
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <div className="rounded-lg border bg-card p-4 sm:p-6">{children}</div>
    </div>
  );
}

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
    <Page title={title} crumbs={[{ label: "Events", to: "/events" }, { label: title }]}>
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
    </Page>
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
          <Page
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
          </Page>
        ) : (
          <Page
            title={event.name}
            crumbs={[
              { label: "Events", to: "/events" },
              { label: event.name, to: `/events/${id}` },
            ]}
          >
            <p role="alert">Only the event's hosts and admins can edit it.</p>
          </Page>
        )
      }
    </EntityPageState>
  );
}
