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
const CHANNEL_MASTER_HINTS: Record<NotificationChannel, string> = {
  email: "Off: no e-mail of any kind below.",
  push: "Off: no push notification of any kind below, on any device.",
};

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
  return (
    <div className="grid gap-4">
      {(["email", "push"] as const).map((channel) => {
        const name = CHANNEL_SWITCHES[channel];
        return (
          <div key={channel} className="flex items-start justify-between gap-4">
            <div className="grid gap-0.5">
              <Label htmlFor={name}>{CHANNEL_MASTER_LABELS[channel]}</Label>
              <p id={`${name}-hint`} className="text-xs text-muted-foreground">
                {CHANNEL_MASTER_HINTS[channel]}
              </p>
            </div>
            <FormSwitch form={form} name={name} id={name} aria-describedby={`${name}-hint`} />
          </div>
        );
      })}
    </div>
  );
}

/**
 * For each kind of notification an e-mail switch and a push switch, in a table whose headers
 * name the row and the column for screen readers; each switch also carries its full name
 * ("Likes by e-mail"). A channel's switches are disabled while its master switch is off.
 */
export function CategorySwitches({ form }: { form: PreferencesForm }) {
  const emailOn = form.watch("emailEnabled");
  const pushOn = form.watch("pushEnabled");
  const on: Record<NotificationChannel, boolean> = { email: emailOn, push: pushOn };
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
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
