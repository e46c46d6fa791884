import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { EntityType } from "../../../shared/enums";
import { cn } from "../../lib/cn";
import { AppImage, PLACEHOLDER_CLASSES } from "../app-image";
import { Avatar } from "../avatar";
import { Button } from "../ui/button";

export interface Crumb {
  label: string;
  to?: string;
}

/** Where the page sits: Communities › parent › this one (the last crumb is the page itself). */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${crumb.to ?? "here"}`} className="flex min-w-0 items-center gap-1">
            {index > 0 && <ChevronRight aria-hidden="true" className="size-3.5 shrink-0" />}
            {crumb.to ? (
              <Link to={crumb.to} className="truncate hover:text-foreground hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate font-medium text-foreground">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * A cover photo, or without one a plain band in the type's placeholder colour: a cover is
 * decoration, so its absence is not announced as "No group".
 */
export function CoverBand({
  src,
  alt,
  type,
  className,
}: {
  src: string | null;
  alt: string;
  type: EntityType;
  className?: string;
}) {
  if (src) return <AppImage src={src} alt={alt} type={type} className={className} />;
  return <div aria-hidden="true" className={cn(PLACEHOLDER_CLASSES[type], className)} />;
}

/** The top of an entity's page: cover photo, picture, name and the badges beside it. */
export function EntityHero({
  type,
  name,
  image,
  cover,
  badges,
}: {
  type: EntityType;
  name: string;
  image: string | null;
  cover: string | null;
  badges: ReactNode;
}) {
  return (
    <div className="overflow-hidden rounded-lg border bg-card">
      <CoverBand src={cover} alt={`Cover photo of ${name}`} type={type} className="h-32 w-full sm:h-48" />
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end sm:p-6">
        <Avatar
          src={image}
          name={name}
          type={type}
          decorative
          className="-mt-14 size-20 border-4 border-card text-xl sm:-mt-16 sm:size-24"
        />
        <div className="min-w-0 flex-1">
          <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{name}</h1>
          <div className="mt-2 flex flex-wrap gap-1.5">{badges}</div>
        </div>
      </div>
    </div>
  );
}

const TYPE_WORD: Record<EntityType, string> = { group: "group", partnership: "partnership", event: "event" };
const LIST_OF: Record<EntityType, { to: string; label: string }> = {
  group: { to: "/communities", label: "Back to communities" },
  partnership: { to: "/communities", label: "Back to communities" },
  event: { to: "/events", label: "Back to events" },
};

/** An id that names nothing: "This group does not exist." (the server's words for the 404). */
export function EntityNotFound({ type }: { type: EntityType }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">This {TYPE_WORD[type]} does not exist.</h1>
      <p className="text-muted-foreground">It may have been deleted, or the link may be wrong.</p>
      <Button asChild variant="outline">
        <Link to={LIST_OF[type].to}>{LIST_OF[type].label}</Link>
      </Button>
    </div>
  );
}

/** The page's skeleton while the entity loads. */
export function EntityPageSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-4">
      <span className="sr-only">Loading...</span>
      <div aria-hidden="true" className="h-4 w-48 animate-pulse rounded bg-muted" />
      <div aria-hidden="true" className="h-64 animate-pulse rounded-lg bg-muted" />
      <div aria-hidden="true" className="h-24 animate-pulse rounded-lg bg-muted" />
    </div>
  );
}

/** A titled block of the page's details. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border bg-card p-4 sm:p-6">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}
