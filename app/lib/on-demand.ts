import { useCallback, useState } from "react";

/** A module fetched the first time something needs it, then kept. */
export interface OnDemandModule<T> {
  /** The module, if it has loaded already. */
  loaded(): T | undefined;
  load(): Promise<T>;
}

/** Wraps a dynamic import so that it runs once; a failed one (offline) is tried again next time. */
export function onDemand<T>(importModule: () => Promise<T>): OnDemandModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    loaded: () => value,
    load: () => {
      pending ??= importModule().then(
        (module) => {
          value = module;
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

/**
 * `[module, request]`: the module once `request()` has loaded it. Until then the caller renders a
 * stand-in that looks the same, which is also what the prerendered HTML holds, so hydration does
 * not wait for code that only an interaction needs (a menu, a dialog).
 */
export function useOnDemand<T>(source: OnDemandModule<T>): [T | undefined, () => void] {
  const [state, setState] = useState(() => ({ module: source.loaded() }));
  const request = useCallback(() => {
    source.load().then(
      (module) => setState({ module }),
      () => {
        // The stand-in stays; the next interaction asks again.
      },
    );
  }, [source]);
  return [state.module, request];
}
