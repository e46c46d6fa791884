/**
 * How long PGlite's statements may hold the Node thread before the event loop gets a turn. A
 * statement of the hot paths takes 1 to 5 ms on PGlite; 10 ms lets a few run back to back.
 */
export const SLICE_MS = 10;

/** What `TurnTaking` runs: a call into PGlite, from its start to its answer. */
type Task<T> = () => Promise<T>;

/** Runs tasks one at a time, in arrival order, handing the thread back to the event loop between slices. */
export type TurnTaking = <T>(task: Task<T>) => Promise<T>;

/**
 * Turn-taking for the embedded database. PGlite runs each statement on the Node thread, and one
 * statement's answer starts the next queued one in the same chain of promises: under load (50
 * requests in flight) the queued statements ran back to back for a quarter of a second and more
 * without the event loop polling its sockets, and new connections were accepted one such round at
 * a time, so their first requests waited seconds. Here the statements still run one at a time,
 * first come first served (as PGlite's own lock runs them), but once the statements of one turn
 * of the event loop have taken `sliceMs`, the next waits for the loop's next turn (setImmediate),
 * after it has read its sockets and run its timers.
 */
export function turnTaking(sliceMs = SLICE_MS): TurnTaking {
  const waiting: (() => void)[] = [];
  let running = false;
  /** Whether a statement ran in this turn of the event loop, and since when. */
  let turnStartedAt: number | null = null;
  let yielding = false;

  function startNext() {
    if (running || yielding) return;
    const start = waiting.shift();
    if (!start) return;
    const now = performance.now();
    if (turnStartedAt === null) {
      turnStartedAt = now;
      // The turn ends where the loop reaches its check phase.
      setImmediate(() => {
        turnStartedAt = null;
      });
    } else if (now - turnStartedAt >= sliceMs) {
      waiting.unshift(start);
      yielding = true;
      setImmediate(() => {
        yielding = false;
        startNext();
      });
      return;
    }
    running = true;
    start();
  }

  return <T>(task: Task<T>) =>
    new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        const done = () => {
          running = false;
          startNext();
        };
        let answer: Promise<T>;
        try {
          answer = task();
        } catch (error) {
          // A call that throws at once must not keep the turn: the next waits on this one's end.
          answer = Promise.reject(error);
        }
        answer.then(
          (value) => {
            done();
            resolve(value);
          },
          (error: unknown) => {
            done();
            reject(error);
          },
        );
      });
      startNext();
    });
}
