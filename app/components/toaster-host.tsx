import { lazy, Suspense, useSyncExternalStore } from "react";

const ThemedToaster = lazy(() => import("./themed-toaster").then((m) => ({ default: m.ThemedToaster })));

let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the Toaster: called (through lib/toast) by every module that shows toasts. */
export function requestToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where toasts appear once some part of the page has asked for them; nothing until then. */
export function ToasterHost() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  );
}
