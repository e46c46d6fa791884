import { clsx } from "clsx";
import { ComingSoonBadge } from "./coming-soon-badge";

/** Numbered steps ("How it works"): the number is decoration, the list order carries it. */
export function StepList({
  steps,
  className,
  card = false,
}: {
  steps: { title: string; body: string; coming?: boolean }[];
  className?: string;
  /** Draw each step as a bordered card with the number beside the text. */
  card?: boolean;
}) {
  return (
    <ol className={clsx("grid", className)}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={card ? "flex gap-4 rounded-lg border bg-card p-5" : "flex flex-col gap-3"}
        >
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
          >
            {index + 1}
          </span>
          <div>
            {step.coming && <ComingSoonBadge className="mb-2" />}
            <h3 className="font-semibold">{step.title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{step.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
