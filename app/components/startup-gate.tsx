import { Loader2 } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { toast } from "../lib/toast";
import { Button } from "./ui/button";

/** One step of the app's start-up, shown with its label while it runs. */
export interface StartupStep {
  label: string;
  run: () => Promise<void>;
}

/** Spec §2: authentication is checked first, then the application initialises. */
export const STARTUP_LABELS = {
  auth: "Checking authentication...",
  init: "Initializing application...",
} as const;

type Phase = { kind: "running"; step: number } | { kind: "ready" } | { kind: "error"; message: string };

/**
 * The start-up overlay for the signed-in application: runs the steps in order, shows each
 * step's label, and on failure an error state with Retry (and the spec's toast).
 */
export function StartupGate({ steps, children }: { steps: StartupStep[]; children: ReactNode }) {
  const [phase, setPhase] = useState<Phase>({ kind: "running", step: 0 });
  const [attempt, setAttempt] = useState(0);

  const run = useCallback(async () => {
    for (let index = 0; index < steps.length; index++) {
      setPhase({ kind: "running", step: index });
      await steps[index]?.run();
    }
  }, [steps]);

  useEffect(() => {
    let cancelled = false;
    // attempt is read so that Retry re-runs this effect.
    void attempt;
    run().then(
      () => !cancelled && setPhase({ kind: "ready" }),
      (error: unknown) => {
        if (cancelled) return;
        toast.error("Failed to initialize application. Please try refreshing.");
        setPhase({ kind: "error", message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [run, attempt]);

  if (phase.kind === "ready") return <>{children}</>;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-background" aria-live="polite">
      {phase.kind === "running" ? (
        <div role="status" className="flex flex-col items-center gap-3 text-muted-foreground">
          <Loader2 aria-hidden="true" className="size-8 animate-spin" />
          <p>{steps[phase.step]?.label}</p>
        </div>
      ) : (
        <div role="alert" className="flex max-w-sm flex-col items-center gap-3 p-6 text-center">
          <p className="font-medium">Failed to initialize application. Please try refreshing.</p>
          <p className="text-sm text-muted-foreground">{phase.message}</p>
          <Button onClick={() => setAttempt((n) => n + 1)}>Retry</Button>
        </div>
      )}
    </div>
  );
}
