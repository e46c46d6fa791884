import { useRef } from "react";

/** What a toggle shows: whether it is on, and whatever else the server confirms with it (a count). */
export interface ToggleState {
  on: boolean;
}

export interface ToggleQueueOptions<State extends ToggleState> {
  /** The state as the page shows it when no write is under way (the props). */
  current: () => State;
  /** The state to show at once when the member asks for `on`, from the last confirmed one. */
  predict: (confirmed: State, on: boolean) => State;
  /** Writes the wish; the server's answer is the new confirmed state. */
  send: (on: boolean) => Promise<State>;
  /** Shows a state everywhere it is shown (every cached copy). */
  show: (state: State) => void;
  /** After a failure, once the confirmed state is shown again: tell the member. */
  failed: (error: unknown) => void;
}

/**
 * A toggle that answers at once and writes in order (likes today; a connection request or a
 * subgroup's join button can use it too): the change shows immediately; writes go one at a time,
 * the member's latest wish winning, so rapid presses that end where they began send nothing more;
 * a failure puts back what the server last confirmed. Modelled on the toggle queue of Bluesky's
 * social-app. Returns the function a press calls.
 */
export function useToggleQueue<State extends ToggleState>(options: ToggleQueueOptions<State>) {
  const queue = useRef<{ running: boolean; wanted: boolean | null; confirmed: State | null }>({
    running: false,
    wanted: null,
    confirmed: null,
  });
  const latest = useRef(options);
  latest.current = options;

  async function drain() {
    const state = queue.current;
    const { send, show, failed } = latest.current;
    if (state.running || !state.confirmed) return;
    state.running = true;
    try {
      while (state.wanted !== null && state.wanted !== state.confirmed.on) {
        try {
          state.confirmed = await send(state.wanted);
        } catch (error) {
          show(state.confirmed);
          failed(error);
          return;
        }
      }
      // The server's answer may include others' changes made meanwhile.
      show(state.confirmed);
    } finally {
      state.running = false;
      state.wanted = null;
      state.confirmed = null;
    }
  }

  /** Turns the toggle off when it is on (as shown), on when it is off. */
  return function toggle() {
    const state = queue.current;
    const { current, predict, show } = latest.current;
    // While writes are under way the truth is the queue's, not the (maybe not yet re-rendered) props.
    const shown = state.confirmed ? (state.wanted ?? state.confirmed.on) : current().on;
    state.confirmed ??= current();
    const next = !shown;
    state.wanted = next;
    show(predict(state.confirmed, next));
    void drain();
  };
}
