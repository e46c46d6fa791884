import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { OFFLINE_QUEUE_MAX_ITEMS } from "../../shared/volunteering";
import { ApiError } from "./api-error";
import {
  configureSender,
  enqueue,
  flushQueue,
  QUEUE_FULL_MESSAGE,
  type QueuedAttendance,
  readQueue,
  readSent,
} from "./offline-queue";
import { queueKey } from "./offline-queue-key";

const checkIn = (eventId = 7) => ({
  kind: "self" as const,
  eventId,
  action: "check-in" as const,
  code: "c0de",
});

function setOnline(value: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => value });
}

describe("the queue of attendance made offline (issue 31)", () => {
  let sent: QueuedAttendance[];
  let answer: (item: QueuedAttendance) => Promise<void>;
  const outcomes: string[] = [];
  beforeEach(() => {
    localStorage.clear();
    sent = [];
    outcomes.length = 0;
    answer = async () => undefined;
    configureSender(
      async (item) => {
        await answer(item);
        sent.push(item);
      },
      (item, result) => outcomes.push(`${item.action} ${result}${item.reason ? `: ${item.reason}` : ""}`),
    );
    setOnline(true);
  });
  afterEach(() => setOnline(true));

  it("keeps each member's actions under their own key, with the time they happened and an id", () => {
    const before = Date.now();
    const item = enqueue("ana", checkIn());
    expect(readQueue("ana")).toEqual([item]);
    expect(readQueue("ben")).toEqual([]);
    expect(JSON.parse(localStorage.getItem(queueKey("ana")) ?? "[]")).toHaveLength(1);
    expect(Date.parse(item.recordedAt)).toBeGreaterThanOrEqual(before);
    expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(item).toMatchObject({ state: "waiting", attempts: 0 });
  });

  it("sends them oldest first and empties the queue", async () => {
    setOnline(false);
    enqueue("ana", checkIn());
    enqueue("ana", { ...checkIn(), action: "check-out" });
    await flushQueue("ana");
    expect(sent).toEqual([]);
    setOnline(true);
    await flushQueue("ana");
    expect(sent.map((item) => item.action)).toEqual(["check-in", "check-out"]);
    expect(readQueue("ana")).toEqual([]);
    expect(
      readSent()
        .slice(0, 2)
        .map((one) => one.item.action),
    ).toEqual(["check-out", "check-in"]);
  });

  it("keeps an action the network failed to carry, counts the attempt and stops there", async () => {
    enqueue("ana", checkIn());
    enqueue("ana", { ...checkIn(), action: "check-out" });
    answer = async () => {
      throw new ApiError("Network error.", 0, "network_error");
    };
    await flushQueue("ana");
    expect(readQueue("ana").map((item) => [item.action, item.state, item.attempts])).toEqual([
      ["check-in", "waiting", 1],
      ["check-out", "waiting", 0],
    ]);
    // Signed out or rate limited: kept for later too.
    answer = async () => {
      throw new ApiError("Too many requests.", 429, "rate_limited");
    };
    await flushQueue("ana");
    expect(readQueue("ana")[0]).toMatchObject({ state: "waiting", attempts: 2 });
  });

  it("keeps a refusal in the list with the server's reason, tells the person, and goes on with the next", async () => {
    enqueue("ana", checkIn());
    enqueue("ana", checkIn(8));
    answer = async (item) => {
      if (item.eventId === 7)
        throw new ApiError("This shift has ended: check-in is closed.", 409, "conflict");
    };
    await flushQueue("ana");
    expect(readQueue("ana")).toMatchObject([
      { eventId: 7, state: "refused", reason: "This shift has ended: check-in is closed." },
    ]);
    expect(sent.map((item) => item.eventId)).toEqual([8]);
    expect(outcomes).toEqual([
      "check-in refused: This shift has ended: check-in is closed.",
      "check-in sent",
    ]);
    // A refused action is not sent again.
    await flushQueue("ana");
    expect(sent).toHaveLength(1);
  });

  it("refuses a new action rather than dropping an old one when the queue is full", () => {
    for (let i = 0; i < OFFLINE_QUEUE_MAX_ITEMS; i++) enqueue("ana", checkIn());
    expect(() => enqueue("ana", checkIn())).toThrow(QUEUE_FULL_MESSAGE);
    expect(readQueue("ana")).toHaveLength(OFFLINE_QUEUE_MAX_ITEMS);
  });
});
