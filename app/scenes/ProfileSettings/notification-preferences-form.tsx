import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import {
  EMAIL_RHYTHM_LABELS,
  EMAIL_RHYTHMS,
  NOTIFICATION_SWITCHES,
} from "../../../shared/notification-preferences";
import {
  type NotificationPreferencesInput,
  type NotificationPreferencesValues,
  notificationPreferencesSchema,
} from "../../../shared/schemas/notification-preferences";
import { timeZoneChoices } from "../../../shared/time-zones";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { describedBy, FormField } from "../../components/ui/form-field";
import { Input, NativeSelect } from "../../components/ui/input";
import { ApiError } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import {
  type NotificationPreferences,
  useNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
} from "../../queries/notification-preferences";
import { CategorySwitches, ChannelSwitches, type PreferencesForm } from "./notification-switches";
import { PushControl } from "./push-control";

const FIELDS = [
  ...NOTIFICATION_SWITCHES,
  "quietHoursStart",
  "quietHoursEnd",
  "timezone",
  "emailRhythm",
  "digestHour",
] as const satisfies readonly (keyof NotificationPreferencesInput)[];

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** The form's values from the server's answer (everything but its timestamp). */
function valuesOf(saved: NotificationPreferences): NotificationPreferencesInput {
  return Object.fromEntries(FIELDS.map((field) => [field, saved[field]])) as NotificationPreferencesInput;
}

/** The zone this browser runs in, when it can tell. */
function deviceTimeZone(): string | null {
  try {
    return new Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * The Notifications tab of /profile/settings: loads the member's preferences (created with the
 * defaults on the server's first read) and shows the form once they are here.
 */
export function NotificationPreferencesSettings() {
  const query = useNotificationPreferencesQuery();
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading notification preferences...
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="grid gap-3">
        <FormBanner message={query.error.message || "Failed to fetch notification preferences"} />
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => query.refetch()}
        >
          Retry
        </Button>
      </div>
    );
  }
  return (
    <>
      <PushControl />
      <NotificationPreferencesForm saved={query.data} />
    </>
  );
}

/**
 * Each kind of notification by e-mail and push, the master switches, quiet hours in the member's
 * time zone, and how e-mail comes. Saves only what changed, so two open tabs do not undo each
 * other's other settings.
 */
export function NotificationPreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const mutation = useUpdateNotificationPreferencesMutation();
  const [error, setError] = useState<string | null>(null);
  const lastSaved = useRef(valuesOf(saved));
  const form: PreferencesForm = useForm<NotificationPreferencesInput, unknown, NotificationPreferencesValues>(
    {
      resolver: zodResolver(notificationPreferencesSchema),
      defaultValues: valuesOf(saved),
    },
  );
  const { errors } = form.formState;
  const device = useMemo(deviceTimeZone, []);
  const zones = useMemo(() => timeZoneChoices(saved.timezone, device ?? ""), [saved.timezone, device]);
  const timezone = form.watch("timezone");
  const rhythm = form.watch("emailRhythm");

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    // Compared with what was last saved, not `formState.dirtyFields`: react-hook-form tracks that
    // only for a form that read it while rendering, and this one does not (it saved nothing).
    const last = lastSaved.current;
    const changed = Object.fromEntries(
      FIELDS.filter((field) => values[field] !== last[field]).map((field) => [field, values[field]]),
    );
    if (Object.keys(changed).length === 0) {
      toast.success("Notification preferences saved");
      return;
    }
    try {
      const answer = await mutation.mutateAsync(changed as Parameters<typeof mutation.mutateAsync>[0]);
      lastSaved.current = valuesOf(answer);
      form.reset(valuesOf(answer));
      toast.success("Notification preferences saved");
    } catch (caught) {
      const fieldIssues = caught instanceof ApiError ? caught.issues : [];
      let shown = false;
      for (const issue of fieldIssues) {
        const field = FIELDS.find((name) => name === issue.path);
        if (field) {
          form.setError(field, { message: issue.message });
          shown = true;
        }
      }
      if (shown) return;
      setError(
        caught instanceof Error && caught.message
          ? caught.message
          : "Failed to update notification preferences",
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-8" aria-label="Notification preferences">
      <FormBanner message={error} />

      <section aria-labelledby="notification-channels" className="grid gap-4">
        <h2 id="notification-channels" className="text-lg font-semibold">
          How you hear from us
        </h2>
        <p className="text-sm text-muted-foreground">
          Notifications always appear here in the app. Choose what also comes by e-mail and by push.
        </p>
        <ChannelSwitches form={form} />
        <CategorySwitches form={form} />
      </section>

      <fieldset className="grid gap-4" aria-describedby="quiet-hours-hint">
        <legend className="mb-2 text-lg font-semibold">Quiet hours</legend>
        <p id="quiet-hours-hint" className="text-sm text-muted-foreground">
          E-mail and push wait until quiet hours end, in your time zone; nothing is lost. The same start and
          end means no quiet hours.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="quietHoursStart" label="From" error={errors.quietHoursStart?.message}>
            <Input
              id="quietHoursStart"
              type="time"
              required
              aria-invalid={Boolean(errors.quietHoursStart)}
              aria-describedby={describedBy("quietHoursStart", errors.quietHoursStart?.message)}
              {...form.register("quietHoursStart")}
            />
          </FormField>
          <FormField id="quietHoursEnd" label="Until" error={errors.quietHoursEnd?.message}>
            <Input
              id="quietHoursEnd"
              type="time"
              required
              aria-invalid={Boolean(errors.quietHoursEnd)}
              aria-describedby={describedBy("quietHoursEnd", errors.quietHoursEnd?.message)}
              {...form.register("quietHoursEnd")}
            />
          </FormField>
        </div>
        <FormField id="timezone" label="Time zone" error={errors.timezone?.message}>
          <NativeSelect
            id="timezone"
            aria-invalid={Boolean(errors.timezone)}
            aria-describedby={describedBy("timezone", errors.timezone?.message)}
            {...form.register("timezone")}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll("_", " ")}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {device && device !== timezone && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span>This device is set to {device.replaceAll("_", " ")}.</span>
            <Button
              type="button"
              variant="link"
              className="h-auto p-0"
              onClick={() => form.setValue("timezone", device, { shouldDirty: true, shouldValidate: true })}
            >
              Use {device.replaceAll("_", " ")}
            </Button>
          </p>
        )}
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-lg font-semibold">E-mail rhythm</legend>
        {EMAIL_RHYTHMS.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              value={value}
              className="size-4 accent-[var(--primary)]"
              {...form.register("emailRhythm")}
            />
            {EMAIL_RHYTHM_LABELS[value]}
          </label>
        ))}
        {errors.emailRhythm && <p className="text-sm text-destructive">{errors.emailRhythm.message}</p>}
        {rhythm === "daily" && (
          <FormField
            id="digestHour"
            label="Send the digest at"
            hint="In your time zone; during quiet hours it waits until they end."
            error={errors.digestHour?.message}
          >
            <Controller
              control={form.control}
              name="digestHour"
              render={({ field }) => (
                <NativeSelect
                  id="digestHour"
                  ref={field.ref}
                  name={field.name}
                  value={String(field.value)}
                  onChange={(event) => field.onChange(Number(event.target.value))}
                  onBlur={field.onBlur}
                  className="sm:max-w-40"
                  aria-invalid={Boolean(errors.digestHour)}
                  aria-describedby={describedBy("digestHour", errors.digestHour?.message, "hint")}
                >
                  {HOURS.map((hour) => (
                    <option key={hour} value={hour}>
                      {hourLabel(hour)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            />
          </FormField>
        )}
      </fieldset>

      <Button type="submit" disabled={mutation.isPending} className="justify-self-start">
        {mutation.isPending ? "Saving..." : "Save"}
      </Button>
    </form>
  );
}
