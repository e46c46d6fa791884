import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { AppErrorBoundary, ComponentErrorBoundary } from "./error-boundary";

function Bomb({ message }: { message: string }): never {
  throw new Error(message);
}

let flakyBroken = true;
function Flaky() {
  const [broken] = useState(() => flakyBroken);
  if (broken) throw new Error("Could not read the widget");
  return <p>Widget works</p>;
}

describe("error boundaries", () => {
  it("shows the spec's error page when the app breaks", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Bomb message="boom" />
      </AppErrorBoundary>,
    );
    expect(screen.getByText("Something went wrong.")).toBeInTheDocument();
    expect(screen.getByText("The application encountered an unexpected error.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refresh page" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Go to homepage" })).toBeInTheDocument();
  });

  it("shows a component's error with its message and retries it", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <ComponentErrorBoundary>
        <Flaky />
      </ComponentErrorBoundary>,
    );
    expect(screen.getByText("Something went wrong loading this component")).toBeInTheDocument();
    expect(screen.getByText("Could not read the widget")).toBeInTheDocument();
    flakyBroken = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(screen.getByText("Widget works")).toBeInTheDocument();
  });

  it("falls back to the spec's hint when the error has no message", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <ComponentErrorBoundary>
        <Bomb message="" />
      </ComponentErrorBoundary>,
    );
    expect(screen.getByText("Please try refreshing the page")).toBeInTheDocument();
  });
});
