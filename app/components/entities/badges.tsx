import { Lock, Repeat } from "lucide-react";
import type { MembershipRole } from "../../../shared/enums";
import { cn } from "../../lib/cn";

const BADGE = "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium";

/** The role whose rights the member holds here, capitalised (decisions.md, "Roles and visibility"). */
export function RoleBadge({ role, className }: { role: MembershipRole | null; className?: string }) {
  if (!role) return null;
  return (
    <span className={cn(BADGE, "border-primary/30 bg-primary/10 text-primary", className)}>
      {role.charAt(0).toUpperCase() + role.slice(1)}
    </span>
  );
}

/** The organisation list's type (Group, Subgroup, Partnership, Sub Partnership) or "Event". */
export function LabelBadge({ label, className }: { label: string; className?: string }) {
  return <span className={cn(BADGE, "bg-muted text-foreground", className)}>{label}</span>;
}

/** Marks a private entity; public ones carry no mark. */
export function PrivateBadge({ visibility, className }: { visibility: string; className?: string }) {
  if (visibility !== "private") return null;
  return (
    <span className={cn(BADGE, "text-muted-foreground", className)}>
      <Lock aria-hidden="true" className="size-3" />
      Private
    </span>
  );
}

/** A request to join waiting for an admin. */
export function PendingBadge({ status }: { status: string | null }) {
  if (status !== "pending") return null;
  return <span className={cn(BADGE, "text-muted-foreground")}>Request pending</span>;
}

/** An event its host cancelled (decisions.md, "Recurring events"). */
export function CancelledBadge({ cancelled, className }: { cancelled: boolean; className?: string }) {
  if (!cancelled) return null;
  return (
    <span className={cn(BADGE, "border-destructive/40 bg-destructive/10 text-destructive", className)}>
      Cancelled
    </span>
  );
}

/** One date of a recurring event. */
export function RepeatsBadge({ repeats, className }: { repeats: boolean; className?: string }) {
  if (!repeats) return null;
  return (
    <span className={cn(BADGE, "text-muted-foreground", className)}>
      <Repeat aria-hidden="true" className="size-3" />
      Repeats
    </span>
  );
}
