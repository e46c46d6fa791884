import { Award } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { entityPath } from "../../../shared/entity-paths";
import { cn } from "../../lib/cn";
import type { MemberAward } from "../../queries/awards";

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** An award's date as people read it: "Nov 29, 2026". */
export const awardDate = (iso: string) => day.format(new Date(iso));

/** The award's badge picture, or a drawn medal when it has none (and for a picture that failed). */
export function AwardBadge({ url, className }: { url: string | null; className?: string }) {
  return url ? (
    <img
      src={url}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      className={cn("size-16 shrink-0 rounded-full border object-cover", className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-16 shrink-0 items-center justify-center rounded-full border-2 border-amber-500 bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200",
        className,
      )}
    >
      <Award className="size-8" />
    </span>
  );
}

type AwardView = Pick<MemberAward, "title" | "description" | "citation" | "badgeUrl" | "givenAt" | "giver">;

/**
 * One award as the profile, the history and the organisation's list show it: badge, title, who
 * gave it and when, the citation and the description; `aside` holds a list's own parts (the
 * recipient, hidden or revoked) and `actions` its buttons.
 */
export function AwardCard({
  award,
  aside,
  actions,
  muted = false,
}: {
  award: AwardView;
  aside?: ReactNode;
  actions?: ReactNode;
  muted?: boolean;
}) {
  return (
    <article
      className={cn("flex gap-3 rounded-lg border bg-card p-3 sm:gap-4 sm:p-4", muted && "opacity-75")}
    >
      <AwardBadge url={award.badgeUrl} className="size-12 sm:size-16" />
      <div className="grid min-w-0 flex-1 gap-1">
        <h3 className="break-words font-semibold">{award.title}</h3>
        <p className="text-sm text-muted-foreground">
          {award.giver ? (
            <>
              From{" "}
              <Link to={entityPath(award.giver)} className="font-medium text-foreground hover:underline">
                {award.giver.name}
              </Link>
              {" · "}
            </>
          ) : null}
          <time dateTime={award.givenAt}>{awardDate(award.givenAt)}</time>
        </p>
        {award.citation && <p className="whitespace-pre-wrap break-words italic">“{award.citation}”</p>}
        {award.description && (
          <p className="whitespace-pre-wrap break-words text-sm text-muted-foreground">{award.description}</p>
        )}
        {aside}
        {actions && <div className="mt-1 flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </article>
  );
}
