import { Hono } from "hono";
import type { EntityType } from "../../../shared/enums";
import type { CommunityType } from "../../../shared/schemas/lists";
import type { AppEnv } from "../../context";
import { entityAwardRoutes } from "./awards";
import { communityRoutes } from "./community";
import { eventRoutes } from "./events";
import { eventAttendanceRoutes } from "./events/attendance";
import { eventCalendarRoutes } from "./events/calendar";
import { eventCheckInRoutes } from "./events/check-in";
import { eventKioskRoutes } from "./events/kiosks";
import { eventOccurrenceRoutes } from "./events/occurrences";
import { eventRegistrationRoutes } from "./events/registrations";
import { eventShiftRoutes } from "./events/shifts";
import { eventSubgroupRoutes } from "./events/subgroups";
import { entityFileRoutes } from "./files";
import { entityHourRoutes } from "./hours";
import { entityInvitationRoutes } from "./invitations";
import { leaderboardRoutes } from "./leaderboard";
import { membershipRoutes } from "./members";
import { entityModerationRoutes } from "./moderation";
import { groupPartnershipRoutes, partnerRoutes } from "./partners";
import { reportRoutes, valueRateRoutes } from "./reports";
import { requirementRoutes } from "./requirements";
import { workspaceRoutes } from "./workspaces";

/**
 * What every entity has under `/:id`, whatever its type: its moderation (reports and the log),
 * its workspace, its files, the volunteer hours credited to it, its leaderboard, its impact
 * report and the awards it gives.
 */
function entityRoutes(type: EntityType) {
  return new Hono<AppEnv>()
    .route("/", entityModerationRoutes(type))
    .route("/", workspaceRoutes(type))
    .route("/", entityFileRoutes(type))
    .route("/", entityHourRoutes(type))
    .route("/", leaderboardRoutes(type))
    .route("/", reportRoutes(type))

    .route("/", entityAwardRoutes(type));
}

/**
 * A group's or partnership's own routes: the community itself, its members and invitations, its
 * service-hour requirements and its hourly value of volunteer time.
 */
function communityEntityRoutes(type: CommunityType) {
  return new Hono<AppEnv>()
    .route("/", communityRoutes(type))
    .route("/", membershipRoutes(type))
    .route("/", entityInvitationRoutes(type))
    .route("/", requirementRoutes(type))
    .route("/", valueRateRoutes(type));
}

/** `/api/groups`: groups and subgroups, and the partnerships a group is a partner of. */
export const groupRoutes = new Hono<AppEnv>()
  .route("/", communityEntityRoutes("group"))
  .route("/", groupPartnershipRoutes)
  .route("/", entityRoutes("group"));

/** `/api/partnerships`: partnerships and sub-partnerships, and their partner organisations. */
export const partnershipRoutes = new Hono<AppEnv>()
  .route("/", communityEntityRoutes("partnership"))
  .route("/", partnerRoutes)
  .route("/", entityRoutes("partnership"));

/**
 * `/api/events`: the events list and each event, its registrations, shifts and their attendance,
 * dates of a series, subgroups and calendar file.
 */
export const eventEntityRoutes = new Hono<AppEnv>()
  .route("/", eventRoutes)
  .route("/", eventRegistrationRoutes)
  .route("/", eventShiftRoutes)
  .route("/", eventAttendanceRoutes)
  .route("/", eventCheckInRoutes)
  .route("/", eventKioskRoutes)
  .route("/", eventOccurrenceRoutes)
  .route("/", eventSubgroupRoutes)
  .route("/", eventCalendarRoutes)
  .route("/", entityRoutes("event"));
