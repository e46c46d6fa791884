import { describe, expect, it, vi } from "vitest";
import {
  type ShowPrompt,
  UPDATE_ACTION,
  UPDATE_MESSAGE,
  type UpdatableWorker,
  watchForUpdates,
} from "./update-prompt";

/** A stand-in for workbox-window's Workbox: events fired by hand. */
function fakeWorkbox() {
  const listeners = new Map<string, ((event: { isUpdate?: boolean }) => void)[]>();
  const worker: UpdatableWorker & { fire: (type: string) => void } = {
    addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    messageSkipWaiting: vi.fn(),
    fire: (type) => {
      for (const listener of listeners.get(type) ?? []) listener({ isUpdate: true });
    },
  };
  return worker;
}

describe("the update prompt (issue 31)", () => {
  it("asks before a waiting version takes over, then reloads once it controls the page", () => {
    const worker = fakeWorkbox();
    const show = vi.fn<ShowPrompt>();
    const reload = vi.fn();
    watchForUpdates(worker, show, reload);
    expect(show).not.toHaveBeenCalled();

    worker.fire("waiting");
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: UPDATE_MESSAGE, action: UPDATE_ACTION }),
    );
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    show.mock.calls[0]?.[0].onAction();
    expect(worker.messageSkipWaiting).toHaveBeenCalledOnce();
    worker.fire("controlling");
    expect(reload).toHaveBeenCalledOnce();
  });

  it("does not reload a tab whose member did not choose to (another tab's Reload)", () => {
    const worker = fakeWorkbox();
    const reload = vi.fn();
    watchForUpdates(worker, vi.fn(), reload);
    worker.fire("waiting");
    worker.fire("controlling");
    expect(reload).not.toHaveBeenCalled();
  });
});
