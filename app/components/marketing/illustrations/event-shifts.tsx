import { clsx as cn } from "clsx";
import { Avatar, IllustrationFrame, TextLine } from "./frame";

const SHIFTS = [
  { name: "Sorting", time: "9:00 to 11:00", taken: 6, needed: 8 },
  { name: "Packing", time: "11:00 to 13:00", taken: 8, needed: 8 },
  { name: "Delivery", time: "13:00 to 15:00", taken: 3, needed: 6 },
];

/** An event with its volunteer shifts, how full each one is, and the sign-up button. */
export function EventShiftsIllustration({ className }: { className?: string }) {
  return (
    <IllustrationFrame
      title="An event page in Common Ground: a Saturday food drive with three volunteer shifts, each showing how many of its places are taken"
      width={400}
      height={280}
      className={className}
    >
      <rect x={1} y={1} width={398} height={278} rx={16} className="fill-card stroke-border" />
      <rect x={20} y={20} width={44} height={44} rx={10} className="fill-primary/15" />
      <rect
        x={30}
        y={32}
        width={24}
        height={22}
        rx={3}
        strokeWidth={2.5}
        className="fill-none stroke-primary"
      />
      <line x1={30} y1={40} x2={54} y2={40} strokeWidth={2.5} className="stroke-primary" />
      <text x={76} y={38} className="fill-foreground text-[15px] font-semibold">
        Saturday food drive
      </text>
      <text x={76} y={58} className="fill-muted-foreground">
        Community Hall, 9:00 to 15:00
      </text>
      {SHIFTS.map((shift, index) => {
        const y = 86 + index * 52;
        const full = shift.taken >= shift.needed;
        return (
          <g key={shift.name}>
            <rect x={20} y={y} width={360} height={44} rx={10} className="fill-background stroke-border" />
            <text x={34} y={y + 19} className="fill-foreground font-medium">
              {shift.name}
            </text>
            <text x={34} y={y + 35} className="fill-muted-foreground text-[11px]">
              {shift.time}
            </text>
            <rect x={150} y={y + 18} width={130} height={8} rx={4} className="fill-muted" />
            <rect
              x={150}
              y={y + 18}
              width={(130 * shift.taken) / shift.needed}
              height={8}
              rx={4}
              className={cn(full ? "fill-muted-foreground" : "fill-primary")}
            />
            <text x={366} y={y + 27} textAnchor="end" className="fill-foreground text-[12px] font-semibold">
              {full ? "Full" : `${shift.taken}/${shift.needed}`}
            </text>
          </g>
        );
      })}
      {[0, 1, 2, 3].map((tone) => (
        <Avatar key={tone} cx={36 + tone * 18} cy={254} r={11} tone={tone} />
      ))}
      <TextLine x={104} y={250} width={70} />
      <rect x={276} y={238} width={104} height={32} rx={8} className="fill-primary" />
      <text x={328} y={259} textAnchor="middle" className="fill-primary-foreground font-semibold">
        Sign up
      </text>
    </IllustrationFrame>
  );
}
