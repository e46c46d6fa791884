import { Tabs } from "radix-ui";
import { Link, useSearchParams } from "react-router";
import { PageMeta } from "../../lib/page-meta";
import { BlueskyConnectionCard } from "./bluesky-connection-card";
import { LeaderboardSwitch } from "./leaderboard-switch";
import { NotificationPreferencesSettings } from "./notification-preferences-form";
import { AvatarPicture, CoverPicture } from "./picture-tabs";
import { ProfileDetailsForm } from "./profile-details-form";

const TABS = [
  { value: "general", label: "General" },
  { value: "avatar", label: "Avatar" },
  { value: "connections", label: "Connected accounts" },
  { value: "notifications", label: "Notifications" },
] as const;
type Tab = (typeof TABS)[number]["value"];

const tabClass =
  "rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm";

/**
 * /profile/settings (and /settings): the member's own settings, one tab per area; the tab is in
 * the address (`?tab=`) so links such as the onboarding tasks can open the right one.
 */
export function ProfileSettingsScene() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = TABS.some((entry) => entry.value === requested) ? (requested as Tab) : "general";

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageMeta title="Profile Settings" robots="noindex, follow" />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Profile Settings</h1>
        <Link to="/profile" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          View your profile
        </Link>
      </div>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams({ tab: value }, { replace: true })}
        className="mt-6"
      >
        <Tabs.List aria-label="Settings" className="inline-flex flex-wrap gap-1 rounded-lg bg-muted p-1">
          {TABS.map((entry) => (
            <Tabs.Trigger key={entry.value} value={entry.value} className={tabClass}>
              {entry.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="general" className="mt-6 grid gap-6">
          <div className="rounded-lg border bg-card p-6">
            <h2 className="mb-4 text-lg font-semibold">Name and bio</h2>
            <ProfileDetailsForm />
          </div>
          <div className="rounded-lg border bg-card p-6">
            <CoverPicture />
          </div>
          <LeaderboardSwitch />
        </Tabs.Content>
        <Tabs.Content value="avatar" className="mt-6 rounded-lg border bg-card p-6">
          <AvatarPicture />
        </Tabs.Content>
        <Tabs.Content value="connections" className="mt-6">
          <BlueskyConnectionCard />
        </Tabs.Content>
        <Tabs.Content value="notifications" className="mt-6 rounded-lg border bg-card p-4 sm:p-6">
          <NotificationPreferencesSettings />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
