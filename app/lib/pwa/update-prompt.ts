/** What the update prompt needs of workbox-window's Workbox (a fake one in tests). */
export interface UpdatableWorker {
  addEventListener(type: "waiting" | "controlling", listener: (event: { isUpdate?: boolean }) => void): void;
  messageSkipWaiting(): void;
}

/** How the prompt is shown: a lasting toast with a Reload button in the app. */
export type ShowPrompt = (prompt: { message: string; action: string; onAction: () => void }) => void;

export const UPDATE_MESSAGE = "A new version is available.";
export const UPDATE_ACTION = "Reload";

/**
 * The update prompt (issue 31: never a stale shell after a release). A new service worker waits
 * instead of taking over, so this page keeps the chunks it was built with; when one is waiting,
 * the member is asked, and "Reload" lets it take over and reloads this tab once it controls it.
 * Other tabs keep their prompt and reload when their member chooses.
 */
export function watchForUpdates(worker: UpdatableWorker, show: ShowPrompt, reload: () => void): void {
  let reloading = false;
  worker.addEventListener("controlling", () => {
    if (!reloading) return;
    reload();
  });
  worker.addEventListener("waiting", () => {
    show({
      message: UPDATE_MESSAGE,
      action: UPDATE_ACTION,
      onAction: () => {
        reloading = true;
        worker.messageSkipWaiting();
      },
    });
  });
}
