import { clsx as cn } from "clsx";
import {
  Bell,
  Building2,
  CalendarDays,
  Camera,
  ChartColumn,
  ClipboardList,
  GraduationCap,
  HandCoins,
  HandHelping,
  Handshake,
  Landmark,
  Link2,
  LockKeyhole,
  type LucideIcon,
  Magnet,
  Medal,
  Megaphone,
  MessagesSquare,
  Network,
  NotebookPen,
  Puzzle,
  ShieldCheck,
  Sparkles,
  Sprout,
  Timer,
  Trophy,
  UserRound,
  UsersRound,
  Waypoints,
} from "lucide-react";
import type { MarketingIconName } from "../../content/marketing/types";

const ICONS: Record<MarketingIconName, LucideIcon> = {
  user: UserRound,
  users: UsersRound,
  puzzle: Puzzle,
  calendar: CalendarDays,
  messages: MessagesSquare,
  bell: Bell,
  "helping-hand": HandHelping,
  chart: ChartColumn,
  medal: Medal,
  lock: LockKeyhole,
  trophy: Trophy,
  network: Network,
  notebook: NotebookPen,
  clipboard: ClipboardList,
  waypoints: Waypoints,
  sparkles: Sparkles,
  link: Link2,
  camera: Camera,
  coins: HandCoins,
  megaphone: Megaphone,
  magnet: Magnet,
  shield: ShieldCheck,
  timer: Timer,
  sprout: Sprout,
  building: Building2,
  landmark: Landmark,
  handshake: Handshake,
  "graduation-cap": GraduationCap,
};

/**
 * A marketing page's icon in a tinted tile: decoration beside its title, so it is hidden from
 * screen readers. Drawn from the icon library, never an emoji (empty boxes without an emoji font).
 */
export function MarketingIcon({
  name,
  size = "md",
  className,
}: {
  name: MarketingIconName;
  size?: "sm" | "md" | "lg";
  className?: string;
}) {
  const Icon = ICONS[name];
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center bg-primary/10 text-primary",
        size === "sm" && "size-8 rounded-lg [&>svg]:size-4",
        size === "md" && "size-10 rounded-lg [&>svg]:size-5",
        size === "lg" && "size-14 rounded-xl [&>svg]:size-7",
        className,
      )}
    >
      <Icon strokeWidth={1.75} />
    </span>
  );
}
