import { useId } from "react";
import { HOUR_MILESTONES } from "../../../shared/recognition";
import { useMilestonesQuery } from "../../queries/recognition";

/** Each threshold's colours: the ribbon and the medal, brighter as the hours grow. */
const TIERS: Record<number, { medal: string; rim: string; ribbon: string }> = {
  10: { medal: "#d9a066", rim: "#a86b32", ribbon: "#4f7fbf" },
  25: { medal: "#c9d1d9", rim: "#8a96a3", ribbon: "#3f9e6e" },
  50: { medal: "#f2c94c", rim: "#c1962a", ribbon: "#c0504d" },
  100: { medal: "#7fd1c7", rim: "#3c8f86", ribbon: "#6b4fbf" },
  250: { medal: "#b69cf0", rim: "#7455c9", ribbon: "#d0782b" },
  500: { medal: "#ff9fb3", rim: "#c94a68", ribbon: "#1f2a44" },
};

/** A drawn badge: a medal on a ribbon with its hours; its accessible name is "50 verified hours". */
export function MilestoneBadge({ hours, size = 64 }: { hours: number; size?: number }) {
  const tier = TIERS[hours] ?? (TIERS[10] as (typeof TIERS)[number]);
  return (
    <svg
      role="img"
      aria-label={`${hours} verified hours`}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      className="shrink-0"
    >
      <path d="M20 4 L30 26 L24 30 L14 8 Z" fill={tier.ribbon} />
      <path d="M44 4 L34 26 L40 30 L50 8 Z" fill={tier.ribbon} />
      <circle cx="32" cy="40" r="20" fill={tier.rim} />
      <circle cx="32" cy="40" r="16" fill={tier.medal} />
      <text
        x="32"
        y={hours >= 100 ? 45 : 46}
        textAnchor="middle"
        fontSize={hours >= 100 ? 13 : 16}
        fontWeight="700"
        fill="#1f2937"
        fontFamily="system-ui, sans-serif"
      >
        {hours}
      </text>
    </svg>
  );
}

/**
 * A member's milestone badges (issue 30), on their profile and volunteer history: one drawn badge
 * per threshold their verified hours reached. Its own section, beside admins' awards. Shown to
 * whoever may read the member's verified hours; to anyone else (the server says 403), nothing.
 */
export function MilestoneBadges({ userId, compact = false }: { userId: string; compact?: boolean }) {
  const headingId = useId();
  const query = useMilestonesQuery(userId, true);
  if (!query.data) return null;
  const badges = query.data.milestones;
  const next = HOUR_MILESTONES.find((hours) => !badges.some((badge) => badge.hours === hours));
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border bg-card p-4">
      <h2 id={headingId} className={compact ? "font-semibold" : "text-lg font-semibold"}>
        Milestone badges
      </h2>
      {badges.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No milestone yet: the first badge comes at 10 verified hours.
        </p>
      ) : (
        <ul className="flex flex-wrap gap-4" aria-label="Milestone badges earned">
          {badges.map((badge) => (
            <li key={badge.id} className="flex w-20 flex-col items-center gap-1 text-center">
              <MilestoneBadge hours={badge.hours} />
              <span aria-hidden="true" className="text-xs text-muted-foreground">
                {badge.hours} h
              </span>
            </li>
          ))}
        </ul>
      )}
      {next && badges.length > 0 && (
        <p className="text-sm text-muted-foreground">Next badge at {next} verified hours.</p>
      )}
    </section>
  );
}
