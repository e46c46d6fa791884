import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { WorkspaceProvider } from "../../lib/workspace-provider";

export interface Peer {
  clientId: number;
  name: string;
  color: string;
}

/**
 * The page's provider for as long as the editor shows it: made after mount (so React's double
 * effects in development make and end one each time) and ended on leaving, which says goodbye.
 */
export function useWorkspaceProvider(options: {
  pagePath: string;
  document: string;
  lastUpdateId: string;
  canWrite: boolean;
  onClosed: (reason: "deleted" | "refused") => void;
  onTitle: (title: string) => void;
}) {
  const [provider, setProvider] = useState<WorkspaceProvider | null>(null);
  const { pagePath, document, lastUpdateId, canWrite } = options;
  const [callbacks] = useState(() => ({ current: options }));
  callbacks.current = options;
  useEffect(() => {
    const made = new WorkspaceProvider({
      pagePath,
      document,
      lastUpdateId,
      canWrite,
      onClosed: (reason) => callbacks.current.onClosed(reason),
      onTitle: (title) => callbacks.current.onTitle(title),
    });
    setProvider(made);
    // Leaving with changes not yet acknowledged: the browser asks first.
    const warn = (event: BeforeUnloadEvent) => {
      if (made.hasUnsavedChanges()) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => {
      window.removeEventListener("beforeunload", warn);
      made.destroy();
    };
  }, [pagePath, document, lastUpdateId, canWrite, callbacks]);
  return provider;
}

const SAVED = { save: "saved", error: null } as const;

/** The provider's save state, re-rendering on each change. */
export function useSaveState(provider: WorkspaceProvider | null) {
  const subscribe = useCallback(
    (listener: () => void) => provider?.subscribe(listener) ?? (() => undefined),
    [provider],
  );
  return useSyncExternalStore(subscribe, () => provider?.getStatus() ?? SAVED);
}

/** The other people on the page now (their name and caret colour, as the server stamped them). */
export function usePeers(provider: WorkspaceProvider | null): Peer[] {
  const [peers, setPeers] = useState<Peer[]>([]);
  useEffect(() => {
    if (!provider) return;
    const read = () => {
      const seen = new Map<string, Peer>();
      for (const [clientId, state] of provider.awareness.getStates()) {
        const user = (state as { user?: { name?: unknown; color?: unknown } }).user;
        if (clientId === provider.doc.clientID || typeof user?.name !== "string") continue;
        // One member in two tabs is one person here.
        seen.set(user.name, {
          clientId,
          name: user.name,
          color: typeof user.color === "string" ? user.color : "#475569",
        });
      }
      setPeers([...seen.values()].sort((a, b) => a.name.localeCompare(b.name)));
    };
    read();
    provider.awareness.on("change", read);
    return () => provider.awareness.off("change", read);
  }, [provider]);
  return peers;
}
