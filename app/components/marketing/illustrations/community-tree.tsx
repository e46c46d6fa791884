import { Avatar, IllustrationFrame } from "./frame";

const BRANCHES = [
  { x: 70, label: "Robotics club" },
  { x: 200, label: "Garden club" },
  { x: 330, label: "Family helpers" },
];

/** A community with its subgroups and members: how groups nest in Common Ground. */
export function CommunityTreeIllustration({ className }: { className?: string }) {
  return (
    <IllustrationFrame
      title="A school's group in Common Ground with three subgroups, a robotics club, a garden club and family helpers, each with its own members"
      width={400}
      height={280}
      className={className}
    >
      <rect x={1} y={1} width={398} height={278} rx={16} className="fill-card stroke-border" />
      {BRANCHES.map((branch) => (
        <path
          key={branch.label}
          d={`M200 92 C200 130 ${branch.x} 120 ${branch.x} 158`}
          strokeWidth={2}
          className="fill-none stroke-primary/50"
        />
      ))}
      <rect x={110} y={24} width={180} height={68} rx={12} className="fill-primary" />
      <text x={200} y={54} textAnchor="middle" className="fill-primary-foreground text-[15px] font-semibold">
        Riverside School
      </text>
      <text x={200} y={74} textAnchor="middle" className="fill-primary-foreground text-[11px]">
        Group, 240 members
      </text>
      {BRANCHES.map((branch, index) => (
        <g key={branch.label}>
          <rect
            x={branch.x - 58}
            y={158}
            width={116}
            height={96}
            rx={12}
            className="fill-background stroke-border"
          />
          <text
            x={branch.x}
            y={182}
            textAnchor="middle"
            className="fill-foreground text-[12px] font-semibold"
          >
            {branch.label}
          </text>
          <text x={branch.x} y={200} textAnchor="middle" className="fill-muted-foreground text-[11px]">
            Subgroup
          </text>
          {[0, 1, 2].map((seat) => (
            <Avatar key={seat} cx={branch.x - 20 + seat * 20} cy={228} r={11} tone={index + seat} />
          ))}
        </g>
      ))}
    </IllustrationFrame>
  );
}
