import { Controller, type UseFormReturn } from "react-hook-form";
import {
  CHANNEL_SWITCHES,
  NOTIFICATION_CATEGORIES,
  type NotificationChannel,
  type NotificationSwitch,
} from "../../../shared/notification-preferences";
import type {
  NotificationPreferencesInput,
  NotificationPreferencesValues,
} from "../../../shared/schemas/notification-preferences";
import { Label } from "../../components/ui/input";
import { Switch } from "../../components/ui/switch";
import { usePushSetupQuery } from "../../queries/push";

/** The preferences tab's form: what the fields hold, and what the shared schema makes of them. */
export type PreferencesForm = UseFormReturn<
  NotificationPreferencesInput,
  unknown,
  NotificationPreferencesValues
>;

const CHANNEL_NAMES: Record<NotificationChannel, string> = { email: "E-mail", push: "Push" };
const CHANNEL_MASTER_LABELS: Record<NotificationChannel, string> = {
  email: "E-mail notifications",
  push: "Push notifications",
};
/** What each master switch does in the position it is in: the caption follows the switch. */
const CHANNEL_MASTER_HINTS: Record<NotificationChannel, { on: string; off: string }> = {
  email: {
    on: "On: e-mail for each kind switched on below.",
    off: "Off: no e-mail of any kind below.",
  },
  push: {
    on: "On: a push notification for each kind switched on below, on every device you turned push on for.",
    off: "Off: no push notification of any kind below, on any device.",
  },
};
/** Why the push switches cannot be used: the server has no push sender at all. */
export const PUSH_NOT_SET_UP = "Push notifications are not set up on this server.";

/** Whether the server can send pushes; unknown (still loading) counts as yes, so nothing flickers. */
function usePushAvailable() {
  const setup = usePushSetupQuery();
  return setup.data ? setup.data.platforms.length > 0 : true;
}

/** One switch of the form, bound to its field. */
function FormSwitch({
  form,
  name,
  disabled,
  ...aria
}: {
  form: PreferencesForm;
  name: NotificationSwitch;
  disabled?: boolean;
  id?: string;
  "aria-label"?: string;
  "aria-describedby"?: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch
          ref={field.ref}
          checked={field.value}
          onCheckedChange={field.onChange}
          onBlur={field.onBlur}
          disabled={disabled}
          {...aria}
        />
      )}
    />
  );
}

/** The two master switches: a channel that is off sends nothing, whatever its types say. */
export function ChannelSwitches({ form }: { form: PreferencesForm }) {
  const on: Record<NotificationChannel, boolean> = {
    email: form.watch("emailEnabled"),
    push: form.watch("pushEnabled"),
  };
  const pushAvailable = usePushAvailable();
  return (
    <div className="grid gap-4">
      {(["email", "push"] as const).map((channel) => {
        const name = CHANNEL_SWITCHES[channel];
        const unavailable = channel === "push" && !pushAvailable;
        const hints = CHANNEL_MASTER_HINTS[channel];
        return (
          <div key={channel} className="flex items-start justify-between gap-4">
            <div className="grid gap-0.5">
              <Label htmlFor={name}>{CHANNEL_MASTER_LABELS[channel]}</Label>
              <p id={`${name}-hint`} className="text-xs text-muted-foreground">
                {unavailable ? PUSH_NOT_SET_UP : on[channel] ? hints.on : hints.off}
              </p>
            </div>
            <FormSwitch
              form={form}
              name={name}
              id={name}
              disabled={unavailable}
              aria-describedby={`${name}-hint`}
            />
          </div>
        );
      })}
    </div>
  );
}

/**
 * For each kind of notification an e-mail switch and a push switch, in a table whose headers
 * name the row and the column for screen readers; each switch also carries its full name
 * ("Likes by e-mail"). A channel's switches are disabled while its master switch is off, and the
 * push ones on a server without push, with the reason beside their column's header.
 */
export function CategorySwitches({ form }: { form: PreferencesForm }) {
  const pushAvailable = usePushAvailable();
  const on: Record<NotificationChannel, boolean> = {
    email: form.watch("emailEnabled"),
    push: form.watch("pushEnabled") && pushAvailable,
  };
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">E-mail and push for each kind of notification</caption>
      <thead>
        <tr className="border-b text-left text-xs uppercase tracking-wide text-muted-foreground">
          <th scope="col" className="py-2 pr-2 font-medium">
            Notification
          </th>
          {(["email", "push"] as const).map((channel) => (
            <th key={channel} scope="col" className="w-16 px-1 py-2 text-center font-medium">
              {CHANNEL_NAMES[channel]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {NOTIFICATION_CATEGORIES.map((category) => (
          <tr key={category.key} className="border-b last:border-b-0">
            <th scope="row" className="py-3 pr-2 text-left font-normal">
              <span className="block font-medium">{category.label}</span>
              <span className="block text-xs text-muted-foreground">{category.description}</span>
            </th>
            {(["email", "push"] as const).map((channel) => (
              <td key={channel} className="px-1 py-3 text-center align-middle">
                <FormSwitch
                  form={form}
                  name={category[channel]}
                  disabled={!on[channel]}
                  aria-label={`${category.label} by ${channel === "email" ? "e-mail" : "push"}`}
                  aria-describedby={
                    channel === "push" && !pushAvailable ? `${CHANNEL_SWITCHES.push}-hint` : undefined
                  }
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
