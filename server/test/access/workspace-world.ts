import type { Executor } from "../../db/client";
import type { EntityFixture } from "../factories";
import { createWorkspacePageRow } from "../workspace";
import type { Who } from "./who";

type Acting = Exclude<Who, "visitor">;
const ACTING: Acting[] = ["stranger", "member", "moderator", "admin", "owner", "platformAdmin"];

/** One entity's workspace in the sweep: a page everyone asks about, and one per actor to delete. */
export interface WorkspaceFixture {
  entity: EntityFixture;
  page: string;
  doomed: Record<Acting, string>;
}

/**
 * Workspaces for the access sweep: the private group's (roles held there), its private
 * subgroup's (rights only by inheritance from the parent's owner and admin), the private
 * partnership's and the private event's.
 */
export interface WorkspaceWorld {
  group: WorkspaceFixture;
  subgroup: WorkspaceFixture;
  partnership: WorkspaceFixture;
  event: WorkspaceFixture;
}

async function workspaceOf(db: Executor, entity: EntityFixture): Promise<WorkspaceFixture> {
  const page = await createWorkspacePageRow(db, entity, "Volunteer plan");
  const doomed = {} as Record<Acting, string>;
  for (const who of ACTING) doomed[who] = await createWorkspacePageRow(db, entity, `Doomed by ${who}`);
  return { entity, page, doomed };
}

export async function buildWorkspaceWorld(
  db: Executor,
  entities: {
    privateGroup: EntityFixture;
    subgroup: EntityFixture;
    privatePartnership: EntityFixture;
    privateEvent: EntityFixture;
  },
): Promise<WorkspaceWorld> {
  return {
    group: await workspaceOf(db, entities.privateGroup),
    subgroup: await workspaceOf(db, entities.subgroup),
    partnership: await workspaceOf(db, entities.privatePartnership),
    event: await workspaceOf(db, entities.privateEvent),
  };
}
