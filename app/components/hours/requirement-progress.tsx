import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { formatMinutes, type RequirementStanding, STANDING_WORDS } from "../../../shared/volunteering";
import { cn } from "../../lib/cn";
import { type SharedRequirement, useSharedRequirementsQuery } from "../../queries/requirements";
import { DetailSection } from "../entities/entity-page-parts";
import { periodWords } from "./hour-words";

const COMMUNITY_PATHS = { group: "/groups", partnership: "/partnerships" } as const;

/** Where a member stands, in words; "Behind" also carries a sign and a border, not colour alone. */
export function StandingBadge({ standing }: { standing: RequirementStanding }) {
  const behind = standing === "behind";
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium",
        behind ? "border-destructive text-destructive" : "border-transparent bg-muted text-muted-foreground",
      )}
    >
      {behind && <TriangleAlert aria-hidden="true" className="size-3.5" />}
      {STANDING_WORDS[standing]}
    </span>
  );
}

/**
 * A member's progress toward one requirement: "12 h of 40 h", where they stand, and a bar that
 * screen readers announce by the requirement's name with the same words.
 */
export function ProgressToward({
  name,
  requiredMinutes,
  progress,
}: {
  name: string;
  requiredMinutes: number;
  progress: { minutes: number; expectedMinutes: number; standing: RequirementStanding };
}) {
  const done = `${formatMinutes(progress.minutes)} of ${formatMinutes(requiredMinutes)}`;
  const percent = Math.min(100, Math.round((progress.minutes / requiredMinutes) * 100));
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        <span>{done}</span>
        <StandingBadge standing={progress.standing} />
      </div>
      <div
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={requiredMinutes}
        aria-valuenow={Math.min(progress.minutes, requiredMinutes)}
        aria-valuetext={`${done}, ${STANDING_WORDS[progress.standing]}`}
        className="h-2 overflow-hidden rounded-full border bg-muted"
      >
        <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      {progress.standing === "behind" && (
        <p className="text-xs text-muted-foreground">
          Expected by now: {formatMinutes(progress.expectedMinutes)}
        </p>
      )}
    </div>
  );
}

/**
 * The member's progress toward the requirements of every community they share their hours with
 * (issue 29), those ending soonest first; nothing when there are none. On the volunteer history
 * page in a section of its own; `bare` inside the dashboard's card.
 */
export function RequirementProgress({ bare = false }: { bare?: boolean }) {
  const shared = useSharedRequirementsQuery();
  const requirements = shared.data ?? [];
  if (requirements.length === 0) return null;
  const list = (
    <ul aria-label="Your service-hour requirements" className="grid gap-4">
      {requirements.map((requirement) => (
        <SharedRequirementItem key={requirement.id} requirement={requirement} />
      ))}
    </ul>
  );
  if (bare) return list;
  return (
    <DetailSection title="Service hours">
      <p className="mb-3 text-sm text-muted-foreground">
        Your verified hours count toward the requirements of the communities you share them with, wherever you
        served.
      </p>
      {list}
    </DetailSection>
  );
}

function SharedRequirementItem({ requirement }: { requirement: SharedRequirement }) {
  const { organisation } = requirement;
  return (
    <li className="grid min-w-0 gap-1">
      <p className="break-words font-medium">{requirement.title}</p>
      <p className="break-words text-xs text-muted-foreground">
        <Link
          to={`${COMMUNITY_PATHS[organisation.type]}/${organisation.id}?tab=service-hours`}
          className="underline underline-offset-2"
        >
          {organisation.name}
        </Link>
        {" · "}
        {periodWords(requirement.periodFrom, requirement.periodTo)}
      </p>
      <ProgressToward
        name={`${requirement.title}, ${organisation.name}`}
        requiredMinutes={requirement.requiredMinutes}
        progress={requirement.own}
      />
    </li>
  );
}
