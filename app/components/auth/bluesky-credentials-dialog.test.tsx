import { fireEvent, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BlueskyCredentialsDialog } from "./bluesky-credentials-dialog";

afterEach(() => vi.restoreAllMocks());

function renderDialog(onSubmit: (credentials: unknown, signal: AbortSignal) => Promise<void>) {
  const onOpenChange = vi.fn();
  render(
    <BlueskyCredentialsDialog
      open
      onOpenChange={onOpenChange}
      title="Sign in with Bluesky"
      submitLabel="Sign In"
      busyLabel="Signing in..."
      onSubmit={onSubmit}
    />,
  );
  return { onOpenChange };
}

describe("Bluesky credentials dialog", () => {
  it("asks for both the handle and the app password (spec §5)", async () => {
    const onSubmit = vi.fn(async () => {});
    renderDialog(onSubmit);
    fireEvent.change(screen.getByLabelText("Bluesky handle"), { target: { value: "ana.bsky.social" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter your Bluesky credentials");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("cancels the request and says 'Connection cancelled' when closed mid-request (spec §8)", async () => {
    const info = vi.spyOn(toast, "info");
    let signal: AbortSignal | undefined;
    const onSubmit = vi.fn(
      (_credentials: unknown, given: AbortSignal) =>
        new Promise<void>((_resolve, reject) => {
          signal = given;
          given.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const { onOpenChange } = renderDialog(onSubmit);
    fireEvent.change(screen.getByLabelText("Bluesky handle"), { target: { value: "ana.bsky.social" } });
    fireEvent.change(screen.getByLabelText("App password"), { target: { value: "abcd-efgh-ijkl-mnop" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("button", { name: "Signing in..." })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith(
      { identifier: "ana.bsky.social", password: "abcd-efgh-ijkl-mnop" },
      expect.any(AbortSignal),
    );

    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(signal?.aborted).toBe(true);
    expect(info).toHaveBeenCalledWith("Connection cancelled");
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // The aborted request's failure is not shown as an error.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
