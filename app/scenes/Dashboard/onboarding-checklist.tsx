import { CheckCircle2, Circle } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { type OnboardingTask, useOnboardingQuery } from "../../queries/onboarding";
import { DashboardCard } from "./dashboard-card";

/** The post form's id (posts-client's PostComposer), where the "first post" task leads. */
export const POST_FORM_ID = "post-form";

/**
 * The onboarding checklist (spec §4): hidden while loading, on error (only logged, spec §8) and
 * once every task is done; otherwise the progress as the rounded share, "N more" to go, and each
 * task as a link to where it is done.
 */
export function OnboardingChecklist() {
  const query = useOnboardingQuery();
  useEffect(() => {
    if (query.isError) console.warn("Failed to load onboarding data", query.error);
  }, [query.isError, query.error]);
  if (!query.data) return null;
  const { tasks, completed, total, progress } = query.data;
  if (completed >= total) return null;
  const left = total - completed;
  return (
    <DashboardCard title="Getting started">
      <div className="mb-1 flex items-baseline justify-between text-sm">
        <span className="font-medium">{progress}%</span>
        {completed > 0 && <span className="text-muted-foreground">{left} more to go</span>}
      </div>
      <div
        role="progressbar"
        aria-label="Onboarding progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${progress}%` }} />
      </div>
      <ul className="mt-3 space-y-1">
        {tasks.map((task) => (
          <li key={task.key}>
            <TaskLink task={task} />
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}

function TaskLink({ task }: { task: OnboardingTask }) {
  const location = useLocation();
  const Icon = task.done ? CheckCircle2 : Circle;
  const [path, hash] = task.href.split("#");
  // Already on the dashboard: the "first post" task scrolls to the post form instead of navigating.
  const onClick = (event: React.MouseEvent) => {
    if (!hash || location.pathname !== path) return;
    const target = document.getElementById(hash);
    if (!target) return;
    event.preventDefault();
    scrollToPostForm(target);
  };
  return (
    <Link
      to={task.href}
      onClick={onClick}
      // Done tasks stay links (to change the picture again); the name says they are done.
      aria-label={task.done ? `${task.label}, done` : undefined}
      className="flex items-center gap-2 rounded-md p-1.5 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
    >
      <Icon
        aria-hidden="true"
        className={task.done ? "size-4 text-primary" : "size-4 text-muted-foreground"}
      />
      <span className={task.done ? "text-muted-foreground line-through" : undefined}>{task.label}</span>
    </Link>
  );
}

/** Brings the post form into view and puts the cursor in its text box. */
export function scrollToPostForm(form: HTMLElement) {
  form.scrollIntoView({ behavior: "smooth", block: "center" });
  form.querySelector<HTMLElement>("textarea, [contenteditable=true], input")?.focus({ preventScroll: true });
}
