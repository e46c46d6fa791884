import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { STARTUP_LABELS, StartupGate, type StartupStep } from "./startup-gate";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("StartupGate", () => {
  it("shows each step's text in order, then the app", async () => {
    const auth = deferred();
    const init = deferred();
    const steps: StartupStep[] = [
      { label: STARTUP_LABELS.auth, run: () => auth.promise },
      { label: STARTUP_LABELS.init, run: () => init.promise },
    ];
    render(
      <StartupGate steps={steps}>
        <p>App ready</p>
      </StartupGate>,
    );
    expect(await screen.findByText("Checking authentication...")).toBeInTheDocument();
    auth.resolve();
    expect(await screen.findByText("Initializing application...")).toBeInTheDocument();
    init.resolve();
    expect(await screen.findByText("App ready")).toBeInTheDocument();
  });

  it("shows the error state and retries", async () => {
    let calls = 0;
    const steps: StartupStep[] = [
      {
        label: STARTUP_LABELS.auth,
        run: async () => {
          calls += 1;
          if (calls === 1) throw new Error("Server unreachable");
        },
      },
    ];
    render(
      <StartupGate steps={steps}>
        <p>App ready</p>
      </StartupGate>,
    );
    expect(await screen.findByText("Server unreachable")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("App ready")).toBeInTheDocument();
  });
});
