import { lazy, Suspense, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import type { HourLogStatus } from "../../../shared/enums";
import { DetailSection } from "../../components/entities/entity-page-parts";
import { RequirementProgress } from "../../components/hours/requirement-progress";
import { LazyMilestoneBadges } from "../../components/recognition/lazy";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/input";
import { Switch } from "../../components/ui/switch";
import { errorText } from "../../lib/error-text";
import { PageMeta } from "../../lib/page-meta";
import { toast } from "../../lib/toast";
import type { HoursFilter } from "../../queries/hours";
import { useMeQuery, useUpdateProfileMutation } from "../../queries/me";
import { useMemberProfileQuery } from "../../queries/member-profile";
import { HistoryFilters, LogList, Totals } from "./history-parts";
import { LogHoursForm } from "./log-hours-form";
import { TranscriptsSection } from "./transcripts-section";

const MemberAwards = lazy(() =>
  import("../../components/awards/member-awards").then((m) => ({ default: m.MemberAwards })),
);

const FILTER_KEYS = ["status", "from", "to", "organisation"] as const;

/**
 * /profile/{userId}/volunteer-history (spec §2, issue 29): a member's hour logs with their
 * status, organisation, event and shift, and the verified totals, filtered by status, period and
 * organisation (the filters live in the address, so a verifier's link opens the hours served
 * with them). The member sees all of theirs, logs hours, makes transcripts and chooses whether
 * other members see their verified hours; others see what the server lets them.
 */
export function VolunteerHistoryScene() {
  const { userId = "" } = useParams();
  const me = useMeQuery();
  const [params, setParams] = useSearchParams();
  const own = me.data?.user.id === userId;
  const filter: HoursFilter = {
    status: (params.get("status") ?? "") as HourLogStatus | "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
    organisation: params.get("organisation") ?? "",
  };
  const change = (next: Partial<HoursFilter>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const key of FILTER_KEYS) {
          const value = next[key];
          if (value === undefined) continue;
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true },
    );
  if (!me.isSuccess) return null;
  const viewed = own ? null : userId;
  const { status: _status, ...period } = filter;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-6">
      <PageMeta title="Volunteer history" robots="noindex, nofollow" />
      {own ? (
        <h1 className="text-2xl font-semibold">Volunteer history</h1>
      ) : (
        <OthersHeading userId={userId} />
      )}
      <Totals userId={viewed} filter={period} />
      <HistoryBadges userId={userId} own={own} />
      {own && <OwnTools />}
      <section aria-labelledby="hour-logs" className="grid gap-3">
        <h2 id="hour-logs" className="text-lg font-semibold">
          {own ? "Your hours" : "Hours"}
        </h2>
        <HistoryFilters userId={viewed} filter={filter} onChange={change} />
        <LogList userId={viewed} filter={filter} own={own} />
      </section>
      <Suspense fallback={null}>
        <HistoryAwards userId={userId} own={own} />
      </Suspense>
      {own && <TranscriptsSection />}
    </div>
  );
}

/** Milestone badges follow the verified hours' rule: one's own, or a member who shows their hours. */
function HistoryBadges({ userId, own }: { userId: string; own: boolean }) {
  const member = useMemberProfileQuery(own ? undefined : userId);
  return own || member.data?.hoursVisible ? <LazyMilestoneBadges userId={userId} compact /> : null;
}

/** The member's awards (issue 30), as on their profile. */
function HistoryAwards({ userId, own }: { userId: string; own: boolean }) {
  const member = useMemberProfileQuery(userId);
  const name = member.data?.firstName || "This member";
  return <MemberAwards userId={userId} own={own} name={name} />;
}

function OthersHeading({ userId }: { userId: string }) {
  const member = useMemberProfileQuery(userId);
  const name = member.data ? `${member.data.firstName} ${member.data.lastName}`.trim() : "";
  return (
    <h1 className="text-2xl font-semibold">{name ? `${name}'s volunteer history` : "Volunteer history"}</h1>
  );
}

/** Logging hours by hand, and whether other members see one's verified hours. */
function OwnTools() {
  const [logging, setLogging] = useState(false);
  return (
    <>
      <RequirementProgress />
      <DetailSection title="Log hours">
        {logging ? (
          <LogHoursForm onDone={() => setLogging(false)} />
        ) : (
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">
              Hours from shifts you checked in to appear here by themselves. Log other hours yourself: they
              wait for an organiser or your supervisor to verify them.
            </p>
            <div>
              <Button onClick={() => setLogging(true)}>Log hours</Button>
            </div>
          </div>
        )}
      </DetailSection>
      <VisibilitySwitch />
    </>
  );
}

function VisibilitySwitch() {
  const me = useMeQuery();
  const update = useUpdateProfileMutation();
  const shown = me.data?.profile?.hoursVisible ?? false;
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
      <div className="grid gap-1">
        <Label htmlFor="hours-visible">Show my verified hours to other members</Label>
        <p id="hours-visible-hint" className="text-sm text-muted-foreground">
          {shown
            ? "Members see your verified hours and totals. Pending and declined hours stay yours."
            : "Only you see your hours. The organisations you served see the hours credited to them."}
        </p>
      </div>
      <Switch
        id="hours-visible"
        aria-describedby="hours-visible-hint"
        checked={shown}
        disabled={update.isPending || !me.data?.profile}
        onCheckedChange={async (checked) => {
          try {
            await update.mutateAsync({ hoursVisible: checked });
            toast.success(
              checked ? "Members now see your verified hours." : "Your hours are yours alone again.",
            );
          } catch (caught) {
            toast.error(errorText(caught, "Could not save the setting."));
          }
        }}
      />
    </div>
  );
}
