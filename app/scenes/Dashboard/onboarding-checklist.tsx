import { CheckCircle2, ChevronDown, Circle } from "lucide-react";
import { useEffect, useId, useState } from "react";
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
  const data = useUnfinishedOnboarding();
  if (!data) return null;
  return (
    <DashboardCard title="Getting started">
      <Progress {...data} />
      <TaskList tasks={data.tasks} />
    </DashboardCard>
  );
}

/**
 * The same checklist at the top of the feed on a phone (issue 27 item 2), where the side columns
 * are hidden: the progress and the next task, the other tasks behind "All N tasks".
 */
export function CompactOnboardingChecklist() {
  const data = useUnfinishedOnboarding();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (!data) return null;
  const next = data.tasks.find((task) => !task.done);
  return (
    <DashboardCard
      title="Getting started"
      action={
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
          className="inline-flex items-center gap-1 rounded-md px-1 text-sm text-primary focus-visible:outline-2 focus-visible:outline-ring"
        >
          All {data.total} tasks
          <ChevronDown aria-hidden="true" className={expanded ? "size-4 rotate-180" : "size-4"} />
        </button>
      }
    >
      <Progress {...data} />
      {expanded ? (
        <div id={listId}>
          <TaskList tasks={data.tasks} />
        </div>
      ) : (
        <div id={listId}>
          {next && (
            <p className="mt-3 flex flex-wrap items-center gap-x-1 text-sm">
              <span className="text-muted-foreground">Next:</span>
              <TaskLink task={next} />
            </p>
          )}
        </div>
      )}
    </DashboardCard>
  );
}

/** The onboarding state while some task is left; null while loading, on error and when done. */
function useUnfinishedOnboarding() {
  const query = useOnboardingQuery();
  useEffect(() => {
    if (query.isError) console.warn("Failed to load onboarding data", query.error);
  }, [query.isError, query.error]);
  if (!query.data) return null;
  const { completed, total } = query.data;
  return completed >= total ? null : query.data;
}

function Progress({ progress, completed, total }: { progress: number; completed: number; total: number }) {
  return (
    <>
      <div className="mb-1 flex items-baseline justify-between text-sm">
        <span className="font-medium">{progress}%</span>
        {completed > 0 && <span className="text-muted-foreground">{total - completed} more to go</span>}
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
    </>
  );
}

function TaskList({ tasks }: { tasks: OnboardingTask[] }) {
  return (
    <ul className="mt-3 space-y-1">
      {tasks.map((task) => (
        <li key={task.key}>
          <TaskLink task={task} />
        </li>
      ))}
    </ul>
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
