import { and, eq, type SQL, sql } from "drizzle-orm";
import type { EntityType, MembershipRole } from "../../shared/enums";
import { WORKSPACE_SESSION_IDLE_MINUTES } from "../../shared/workspace";
import { fromHex, hexOf } from "../db/bytes";
import type { Executor } from "../db/client";
import { MAX_DEPTH } from "../db/hierarchies";
import { workspacePages, workspaceSettings } from "../db/schema";
import { type EntityRef, MEMBERSHIP_TABLES } from "../loaders/memberships";
import { findEntityName } from "./entity-names";

/**
 * A page's fields without its document: `ydoc_state` (up to a megabyte) and `content_text` are
 * read apart, only where they are needed; every workspace route loads the page (issue 26: each
 * edit read the whole state back).
 */
export const PAGE_FIELDS = {
  id: workspacePages.id,
  entityType: workspacePages.entityType,
  entityId: workspacePages.entityId,
  title: workspacePages.title,
  stateSeq: workspacePages.stateSeq,
  createdBy: workspacePages.createdBy,
  updatedBy: workspacePages.updatedBy,
  createdAt: workspacePages.createdAt,
  updatedAt: workspacePages.updatedAt,
};
export type WorkspacePageRow = Omit<typeof workspacePages.$inferSelect, "ydocState" | "contentText">;

/** A page's lock: its writers, compaction and the end of its editing session take turns on it. */
export const pageLockSql = (pageId: string) =>
  sql`select pg_advisory_xact_lock(hashtextextended(${`workspace_page:${pageId}`}, 0))`;

/** The weakest role that may write the entity's pages: admins when nobody chose. */
export async function loadEditRole(db: Executor, ref: EntityRef): Promise<MembershipRole> {
  const [row] = await db
    .select({ editRole: workspaceSettings.editRole })
    .from(workspaceSettings)
    .where(and(eq(workspaceSettings.entityType, ref.type), eq(workspaceSettings.entityId, ref.id)));
  return (row?.editRole as MembershipRole | undefined) ?? "admin";
}

/** The entity's name, for page headings and notifications ("" when it is gone). */
export async function loadEntityName(db: Executor, ref: EntityRef): Promise<string> {
  return (await findEntityName(db, ref)) ?? "";
}

/** One page of the entity's workspace, or null when the entity has no page of that id. */
export async function findWorkspacePage(
  db: Executor,
  ref: EntityRef,
  pageId: string,
): Promise<WorkspacePageRow | null> {
  const [row] = await db
    .select(PAGE_FIELDS)
    .from(workspacePages)
    .where(
      and(
        eq(workspacePages.id, pageId),
        eq(workspacePages.entityType, ref.type),
        eq(workspacePages.entityId, ref.id),
      ),
    );
  return row ?? null;
}

export interface WorkspacePageSummary {
  id: string;
  title: string;
  contentText: string;
  updatedAt: Date;
  /** lower(title): the list's sort key, carried in its cursor. */
  sortTitle: string;
}

/**
 * A page of the page list, by title (case aside) then id, after the cursor's row: one range of
 * workspace_pages_entity_title_idx. Returns one row more than `limit` when another page follows.
 */
export async function listWorkspacePages(
  db: Executor,
  ref: EntityRef,
  after: [string, string] | undefined,
  limit: number,
): Promise<WorkspacePageSummary[]> {
  const sortTitle = sql<string>`lower(${workspacePages.title})`;
  const conditions: SQL[] = [eq(workspacePages.entityType, ref.type), eq(workspacePages.entityId, ref.id)];
  if (after) conditions.push(sql`(${sortTitle}, ${workspacePages.id}) > (${after[0]}, ${after[1]}::uuid)`);
  return db
    .select({
      id: workspacePages.id,
      title: workspacePages.title,
      contentText: sql<string>`left(${workspacePages.contentText}, 200)`,
      updatedAt: workspacePages.updatedAt,
      sortTitle,
    })
    .from(workspacePages)
    .where(and(...conditions))
    .orderBy(sortTitle, workspacePages.id)
    .limit(limit + 1);
}

/** A stored document: the folded state, the updates after it, and the id of the last one. */
export interface StoredDocument {
  state: Uint8Array | null;
  updates: Uint8Array[];
  lastUpdateId: number;
}

/**
 * The page's stored document and every update after it, read in one statement (one snapshot):
 * a compaction that commits meanwhile cannot make updates vanish between two reads. As hex text
 * (db/bytes.ts: a megabyte page in 5 ms on PGlite instead of 85). Null when the page is gone.
 */
export async function readStoredDocument(db: Executor, pageId: string): Promise<StoredDocument | null> {
  // The state once (on the page's own row), then the updates: the state is the large part, and a
  // join would repeat it on every update's row (200 updates of a 700 KB page: 140 MB read).
  const result = await db.execute(sql`
    select * from (
      select ${hexOf(sql`p.ydoc_state`)} as state, p.state_seq::text as state_seq, null::bigint as seq,
        null::text as data
      from workspace_pages p where p.id = ${pageId}
      union all
      select null, null, u.id, ${hexOf(sql`u.data`)}
      from workspace_pages p join workspace_updates u on u.page_id = p.id and u.id > p.state_seq
      where p.id = ${pageId}
    ) d order by seq nulls first`);
  const rows = result.rows as {
    state: string | null;
    state_seq: string | null;
    seq: string | number | null;
    data: string | null;
  }[];
  const first = rows[0];
  if (!first || first.seq !== null) return null;
  const updates = rows.slice(1);
  const last = updates.at(-1);
  return {
    state: fromHex(first.state),
    updates: updates.map((row) => fromHex(row.data ?? "")),
    lastUpdateId: Number(last?.seq ?? first.state_seq),
  };
}

/** The id of the page's last update (its state's, when none waits): what a document read shows. */
export async function lastUpdateIdOf(db: Executor, pageId: string): Promise<number | null> {
  const result = await db.execute(sql`
    select coalesce(
      (select max(u.id) from workspace_updates u where u.page_id = p.id and u.id > p.state_seq),
      p.state_seq
    )::text as last
    from workspace_pages p where p.id = ${pageId}`);
  const row = result.rows[0] as { last: string } | undefined;
  return row ? Number(row.last) : null;
}

/** Entities above a group or partnership, or the ones organising an event, however far up. */
function chainSql(type: "group" | "partnership", start: SQL): SQL {
  const [table, id, parent] =
    type === "group"
      ? ["groups", "group_id", "parent_group_id"]
      : ["partnerships", "partnership_id", "parent_partnership_id"];
  return sql`with recursive up (id, depth) as (
      select ${start}::int, 0
      union all
      select e.${sql.raw(parent)}, up.depth + 1 from ${sql.raw(table)} e join up on e.${sql.raw(id)} = up.id
      where up.depth < ${MAX_DEPTH} and e.${sql.raw(parent)} is not null
    ) select id from up where id is not null`;
}

/** Active owners and admins of the entities a chain names: their rights flow down. */
function runnersSql(type: "group" | "partnership", chain: SQL): SQL {
  const m = MEMBERSHIP_TABLES[type];
  return sql`select ${m.userId} as user_id from ${m.table}
    where ${m.table.status} = 'active' and ${m.table.role} in ('owner', 'admin') and ${m.entityId} in (${chain})`;
}

/**
 * Everyone who may read the entity's workspace (policies/workspace.ts `read`, in SQL): its active
 * members of any role, the owners and admins above it, and an event's host and the owners and
 * admins of the group or partnership organising it. In user-id order: notifications are written
 * in that order so two transactions never take the members' locks in opposite orders.
 */
export async function workspaceReaderIds(db: Executor, ref: EntityRef): Promise<string[]> {
  const m = MEMBERSHIP_TABLES[ref.type];
  const members = sql`select ${m.userId} as user_id from ${m.table}
    where ${m.entityId} = ${ref.id} and ${m.table.status} = 'active'`;
  let above: SQL;
  if (ref.type === "event") {
    const organiser = (column: "group_id" | "partnership_id") =>
      sql`(select ${sql.raw(column)} from events where event_id = ${ref.id})`;
    above = sql`select host_user_id from events where event_id = ${ref.id} and host_user_id is not null
      union ${runnersSql("group", chainSql("group", organiser("group_id")))}
      union ${runnersSql("partnership", chainSql("partnership", organiser("partnership_id")))}`;
  } else {
    const parent =
      ref.type === "group"
        ? sql`(select parent_group_id from groups where group_id = ${ref.id})`
        : sql`(select parent_partnership_id from partnerships where partnership_id = ${ref.id})`;
    above = runnersSql(ref.type, chainSql(ref.type, parent));
  }
  const result =
    await db.execute(sql`select distinct user_id::text as user_id from (${members} union ${above}) r
    where user_id is not null order by user_id`);
  return (result.rows as { user_id: string }[]).map((row) => row.user_id);
}

/** The entity of a page, as notifications and links name it. */
export function pageEntity(row: Pick<WorkspacePageRow, "entityType" | "entityId">): EntityRef {
  return { type: row.entityType as EntityType, id: row.entityId };
}

/** Pages whose editing session has been idle long enough to be announced (oldest first). */
export async function idleSessionPageIds(db: Executor, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    select page_id::text as page_id from workspace_page_edits
    where last_edit_at < now() - make_interval(mins => ${WORKSPACE_SESSION_IDLE_MINUTES})
    group by page_id order by min(last_edit_at) limit ${limit}`);
  return (result.rows as { page_id: string }[]).map((row) => row.page_id);
}

/**
 * Binds a presence client id on a page to the member who first sent presence under it, and says
 * whether it is this member's (issue 26): a reader reusing another's id could clear or move their
 * caret. One statement: the insert, or the binding already there.
 */
export async function claimPresenceClient(
  db: Executor,
  pageId: string,
  clientId: number,
  userId: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    with claimed as (
      insert into workspace_presence_clients (page_id, client_id, user_id)
      values (${pageId}, ${clientId}, ${userId})
      on conflict do nothing
      returning user_id
    )
    select user_id::text as user_id from claimed
    union all
    select user_id::text from workspace_presence_clients where page_id = ${pageId} and client_id = ${clientId}`);
  return (result.rows[0] as { user_id: string } | undefined)?.user_id === userId;
}
