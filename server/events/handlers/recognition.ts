import { syncMilestones } from "../../commands/recognition/milestones";
import {
  grantContentPoints,
  lockMemberRecognition,
  syncAttendancePoints,
  syncHourLogPoints,
  voidPoints,
} from "../../commands/recognition/points";
import type { EventHandler, StoredEvent } from "../types";

const EVENTS = [
  "hours.decided",
  "hours.changed",
  "attendance.changed",
  "post.created",
  "comment.created",
  "content.removed",
] as const;
type RecognitionEvent = (typeof EVENTS)[number];

/**
 * Points and milestone badges (issue 30), kept in step with what happened: every event that may
 * change a member's verified hours, attendance or content brings that member's rows in line with
 * the database as it now is (not with the event's story), under the member's lock. Handled twice,
 * or out of order, an event leaves the same ledger and badges; each badge is announced once.
 */
export function recognition(): EventHandler<RecognitionEvent> {
  return {
    name: "recognition",
    events: EVENTS,
    async run(event, tx) {
      const now = new Date();
      const hoursOf = async (userId: string, logIds: (string | null)[]) => {
        await lockMemberRecognition(tx, userId);
        for (const logId of logIds) if (logId) await syncHourLogPoints(tx, logId, now);
        await syncMilestones(tx, userId, now);
      };
      const e = event as StoredEvent;
      switch (e.type) {
        case "hours.decided":
          return hoursOf(e.payload.userId, e.payload.logIds);
        case "hours.changed":
          return hoursOf(e.payload.userId, [e.payload.logId]);
        case "attendance.changed": {
          const { userId, shiftId, logId } = e.payload;
          await hoursOf(userId, [logId]);
          return syncAttendancePoints(tx, Number(e.subject.id), shiftId, userId, now);
        }
        case "post.created":
          await lockMemberRecognition(tx, e.payload.authorId);
          return grantContentPoints(tx, "post", e.subject.id);
        case "comment.created":
          if (!e.actorId) return;
          await lockMemberRecognition(tx, e.actorId);
          return grantContentPoints(tx, "comment", e.subject.id);
        case "content.removed":
          await lockMemberRecognition(tx, e.payload.authorId);
          return voidPoints(tx, e.subject.type, e.subject.id, e.payload.authorId, now);
      }
    },
  };
}
