import { type FormEvent, useId, useMemo, useState } from "react";
import {
  CUTOFF_HOURS_MAX,
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_LOCATION_MAX_LENGTH,
  EVENT_NAME_MAX_LENGTH,
} from "../../../shared/schemas/events";
import { instantOfWallTime, timeZoneChoices } from "../../../shared/time-zones";
import { Avatar } from "../../components/avatar";
import { CoverBand } from "../../components/entities/entity-page-parts";
import { type ChosenPicture, PictureInput } from "../../components/entities/picture-input";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { Input, Label, NativeSelect, Textarea } from "../../components/ui/input";
import { ApiError } from "../../lib/api-client";
import { wallInput } from "../../lib/event-time";
import { type EventBody, type EventDetail, type EventPatch, useOrganisersQuery } from "../../queries/events";
import { initialTypes, RegistrationFields, registrationSettingsOf } from "./registration-fields";
import { type ChangeScope, type RepeatChoice, RepeatFields, ScopeFields } from "./repeat-fields";

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

interface EventFormProps {
  /** The event being edited; null for a new one. */
  event: EventDetail | null;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (body: EventBody & Pick<EventPatch, "scope">) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * An event's fields (issue 12, item 1): name, description, when (on the clock of the event's time
 * zone), where, who may see it, the organising group or partnership, pictures, and registration
 * for attendees, volunteers and employees, each with an optional code and capacity.
 */
export function EventForm({ event, submitLabel, pendingLabel, onSubmit, onCancel }: EventFormProps) {
  const id = useId();
  const organisers = useOrganisersQuery();
  const [name, setName] = useState(event?.name ?? "");
  const [description, setDescription] = useState(event?.description ?? "");
  const [zone, setZone] = useState(event?.timeZone ?? browserZone());
  const [start, setStart] = useState(wallInput(event?.startDate ?? null, zone));
  const [end, setEnd] = useState(wallInput(event?.endDate ?? null, zone));
  const [location, setLocation] = useState(event?.location ?? "");
  const [visibility, setVisibility] = useState<"public" | "private">(event?.visibility ?? "public");
  const organiserKey = event?.organiser ? `${event.organiser.type}-${event.organiser.id}` : "";
  const [organiser, setOrganiser] = useState(organiserKey);
  const [types, setTypes] = useState(() => initialTypes(event));
  const [cutoff, setCutoff] = useState(String(event?.shiftCancelCutoffHours ?? 24));
  const [picture, setPicture] = useState<ChosenPicture>({ id: null, url: event?.eventImage ?? null });
  const [cover, setCover] = useState<ChosenPicture>({ id: null, url: event?.coverPhoto ?? null });
  const [repeat, setRepeat] = useState<RepeatChoice>("none");
  const [count, setCount] = useState("4");
  const [scope, setScope] = useState<ChangeScope>("occurrence");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const zones = useMemo(() => timeZoneChoices(zone), [zone]);

  const submit = async (form: FormEvent) => {
    form.preventDefault();
    setError(null);
    if (!name.trim()) {
      setError("Name is required.");
      return;
    }
    const startAt = start ? instantOfWallTime(start, zone) : null;
    const endAt = end ? instantOfWallTime(end, zone) : null;
    if (startAt && endAt && endAt <= startAt) {
      setError("An event ends after it starts.");
      return;
    }
    const frequency = !event && repeat !== "none" ? repeat : null;
    if ((frequency || event?.series) && !startAt) {
      setError("A repeating event needs a start date.");
      return;
    }
    const settings = registrationSettingsOf(types, event !== null);
    setBusy(true);
    try {
      await onSubmit({
        name: name.trim(),
        description,
        startDate: startAt?.toISOString() ?? null,
        endDate: endAt?.toISOString() ?? null,
        timeZone: zone,
        location: location.trim() || null,
        visibility,
        organiser: organiser || null,
        ...(picture.url !== (event?.eventImage ?? null) ? { eventImageFileId: picture.id } : {}),
        ...(cover.url !== (event?.coverPhoto ?? null) ? { coverPhotoFileId: cover.id } : {}),
        registrationSettings: settings,
        shiftCancelCutoffHours: Number(cutoff) || 0,
        ...(frequency ? { recurrence: { frequency, count: Number(count) || 0 } } : {}),
        ...(event?.series ? { scope } : {}),
      });
    } catch (caught) {
      setError(caught instanceof ApiError && caught.message ? caught.message : "Could not save the event.");
    } finally {
      setBusy(false);
    }
  };

  const ownOrganiser = event?.organiser && !organisers.data?.some((row) => row.id === organiserKey);
  // An organisation's event stays its own unless one of its owners moves it (the server decides).
  const organiserLocked = event !== null && event !== undefined && !event.organiserCan.change;
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormBanner message={error} />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={EVENT_NAME_MAX_LENGTH}
          autoComplete="off"
          onChange={(change) => setName(change.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          rows={5}
          value={description}
          maxLength={EVENT_DESCRIPTION_MAX_LENGTH}
          onChange={(change) => setDescription(change.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-start`}>Starts</Label>
          <Input
            id={`${id}-start`}
            type="datetime-local"
            value={start}
            onChange={(c) => setStart(c.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-end`}>Ends</Label>
          <Input
            id={`${id}-end`}
            type="datetime-local"
            value={end}
            onChange={(c) => setEnd(c.target.value)}
          />
        </div>
      </div>
      {!event && (
        <RepeatFields id={id} repeat={repeat} count={count} onRepeat={setRepeat} onCount={setCount} />
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-zone`}>Time zone</Label>
        <NativeSelect
          id={`${id}-zone`}
          value={zone}
          aria-describedby={`${id}-zone-hint`}
          onChange={(change) => setZone(change.target.value)}
        >
          {zones.map((choice) => (
            <option key={choice} value={choice}>
              {choice.replaceAll("_", " ")}
            </option>
          ))}
        </NativeSelect>
        <p id={`${id}-zone-hint`} className="text-xs text-muted-foreground">
          The times above are on this zone's clock; calendars show them in each member's own.
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-location`}>Location</Label>
        <Input
          id={`${id}-location`}
          value={location}
          maxLength={EVENT_LOCATION_MAX_LENGTH}
          onChange={(change) => setLocation(change.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-organiser`}>Organised by</Label>
        <NativeSelect
          id={`${id}-organiser`}
          value={organiser}
          disabled={organiserLocked}
          aria-describedby={organiserLocked ? `${id}-organiser-hint` : undefined}
          onChange={(change) => setOrganiser(change.target.value)}
        >
          <option value="">Just me</option>
          {ownOrganiser && event?.organiser && <option value={organiserKey}>{event.organiser.name}</option>}
          {(organisers.data ?? []).map((row) => (
            <option key={row.id} value={row.id}>
              {row.name} ({row.type})
            </option>
          ))}
        </NativeSelect>
        {organiserLocked && (
          <p id={`${id}-organiser-hint`} className="text-xs text-muted-foreground">
            {event?.organiser
              ? `Only an owner of ${event.organiser.name} can move this event to another organiser.`
              : "Only the event's owners can choose its organiser."}
          </p>
        )}
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">Who can see it</legend>
        {(["public", "private"] as const).map((value) => (
          <label
            key={value}
            className="flex items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary"
          >
            <input
              type="radio"
              name={`${id}-visibility`}
              value={value}
              className="mt-1"
              checked={visibility === value}
              onChange={() => setVisibility(value)}
            />
            <span>
              <span className="block font-medium">{value === "public" ? "Public" : "Private"}</span>
              <span className="block text-sm text-muted-foreground">
                {value === "public"
                  ? "Every member can see it and register."
                  : "Only its members see it; others ask to join."}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <RegistrationFields id={id} types={types} onChange={setTypes} />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-cutoff`}>Volunteers may cancel a shift until (hours before it starts)</Label>
        <Input
          id={`${id}-cutoff`}
          type="number"
          min={0}
          max={CUTOFF_HOURS_MAX}
          value={cutoff}
          onChange={(change) => setCutoff(change.target.value)}
        />
      </div>
      <PictureInput
        bucket="event-images"
        label="Picture"
        hint="Any image format. It is cropped to a square."
        value={picture}
        onChange={setPicture}
        preview={(url) => (
          <Avatar src={url} name={name || "Event"} type="event" decorative className="size-20 text-xl" />
        )}
      />
      <PictureInput
        bucket="entity-covers"
        label="Cover photo"
        hint="50 MB, any image format. Wide photos work best."
        value={cover}
        onChange={setCover}
        preview={(url) => (
          <CoverBand
            src={url}
            alt="The cover photo"
            type="event"
            className="h-28 w-full rounded-lg sm:h-36"
          />
        )}
      />
      {event?.series && (
        <ScopeFields id={id} frequency={event.series.frequency} scope={scope} onScope={setScope} />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? pendingLabel : submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
