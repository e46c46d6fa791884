import { Avatar, IllustrationFrame, TextLine } from "./frame";

/** A post in a group's feed with a photo, likes and comments, and a notification on its way. */
export function FeedPostIllustration({ className }: { className?: string }) {
  return (
    <IllustrationFrame
      title="A post in a group's feed: a photo from the food drive with likes and comments, and a notification telling a member about it"
      width={400}
      height={280}
      className={className}
    >
      <rect x={1} y={1} width={398} height={278} rx={16} className="fill-card stroke-border" />
      <Avatar cx={40} cy={40} r={18} tone={0} />
      <text x={68} y={36} className="fill-foreground font-semibold">
        Green Valley Food Bank
      </text>
      <text x={68} y={54} className="fill-muted-foreground text-[11px]">
        Posted in the volunteers' group
      </text>
      <TextLine x={20} y={76} width={340} />
      <TextLine x={20} y={92} width={260} />
      <rect x={20} y={112} width={360} height={112} rx={10} className="fill-accent" />
      <circle cx={330} cy={142} r={14} className="fill-primary/40" />
      <path d="M20 214 L110 150 L170 194 L230 140 L380 214 L380 224 L20 224 Z" className="fill-primary/50" />
      <path
        d="M32 250 c0-6 8-9 11-3 c3-6 11-3 11 3 c0 6-11 12-11 12 s-11-6-11-12z"
        strokeWidth={2}
        className="fill-primary/20 stroke-primary"
      />
      <text x={62} y={259} className="fill-foreground text-[12px] font-medium">
        24
      </text>
      <path
        d="M100 244 h22 a4 4 0 0 1 4 4 v10 a4 4 0 0 1 -4 4 h-14 l-6 5 v-5 h-2 a4 4 0 0 1 -4 -4 v-10 a4 4 0 0 1 4 -4z"
        strokeWidth={2}
        className="fill-none stroke-muted-foreground"
      />
      <text x={134} y={259} className="fill-foreground text-[12px] font-medium">
        6
      </text>
      <rect x={236} y={236} width={148} height={32} rx={16} className="fill-primary" />
      <circle cx={256} cy={252} r={6} className="fill-primary-foreground" />
      <text x={270} y={257} className="fill-primary-foreground text-[12px] font-semibold">
        3 new comments
      </text>
    </IllustrationFrame>
  );
}
