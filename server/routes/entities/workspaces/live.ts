import { type Context, Hono } from "hono";
import type { EntityType } from "../../../../shared/enums";
import { workspacePageParamSchema, workspaceStreamQuerySchema } from "../../../../shared/schemas/workspace";
import {
  WORKSPACE_AWARENESS_MAX_BYTES,
  WORKSPACE_PAGE_FULL,
  WORKSPACE_UPDATE_MAX_BYTES,
} from "../../../../shared/workspace";
import { writeWorkspaceUpdate } from "../../../commands/workspace-pages";
import type { AppEnv } from "../../../context";
import { AppError, forbidden } from "../../../errors";
import { eventStream } from "../../../lib/event-stream";
import { enforceMemberLimit } from "../../../limits/refuse";
import { type MemberEnv, requireSession, sessionRequest } from "../../../middleware/session";
import { validate } from "../../../middleware/validate";
import { authorize, can } from "../../../policies";
import { presentOk } from "../../../presenters/platform";
import { presentStreamMessage, presentUpdateAck } from "../../../presenters/workspace";
import { claimPresenceClient } from "../../../queries/workspaces";
import { publishAwareness } from "../../../workspaces/hub";
import { caretColor, stampAwareness } from "../../../workspaces/ydoc";
import { yjs } from "../../../workspaces/yjs-pool";
import { loadPage, loadWorkspace } from "./load";

const BINARY = "application/octet-stream";

/** The request's body as bytes: `application/octet-stream`, at most `max` bytes. */
async function binaryBody(c: Context, max: number, tooLarge: string): Promise<Uint8Array> {
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== BINARY) throw new AppError("unsupported_media_type", `Send the body as ${BINARY}.`);
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.length > max) throw new AppError("payload_too_large", tooLarge);
  return bytes;
}

/** A Last-Event-ID (or `after`) as the stream's own ids are: digits, else none. */
function position(header: string | undefined, query: string | undefined): bigint {
  if (header && /^\d{1,18}$/.test(header)) return BigInt(header);
  return query ? BigInt(query) : 0n;
}

/**
 * Whether the stream's reader may still read the workspace: the request's session, read afresh
 * (this server's cache may not have heard of its end yet), is the same member's, and they still
 * hold the right. Asked by the hub when their id comes on `session_changes`, and when the
 * workspace's entity comes on `workspace_rights` (an event's organiser changed).
 */
async function mayStillRead(c: Context<AppEnv & MemberEnv>, type: EntityType, id: number): Promise<boolean> {
  const { deps } = c.var;
  const request = sessionRequest(c);
  deps.readSession.forget(request);
  const read = await deps.readSession(request);
  if (read?.member.id !== c.var.member.id) return false;
  const access = await loadWorkspace(deps.db, read.member, type, id);
  return can(read.member, "read", access);
}

/**
 * A page's live editing (docs/decisions.md, "Workspaces"): Yjs updates come in by POST and are
 * acknowledged with their id once committed; the stream (server-sent events) sends every update
 * after the browser's position, in order, once, then each as it commits on any server; awareness
 * (cursors and names) goes to the page's open streams and is never stored.
 */
export function workspaceLiveRoutes(type: EntityType) {
  return new Hono<AppEnv>()
    .post(
      "/:id/workspace/pages/:pageId/updates",
      requireSession,
      validate("param", workspacePageParamSchema),
      async (c) => {
        const { db } = c.var.deps;
        const { id, pageId } = c.req.valid("param");
        const access = await loadWorkspace(db, c.var.actor, type, id);
        authorize(c.var.actor, "write", access, "You may read this page but not change it.");
        await loadPage(db, access, pageId);
        const update = await binaryBody(
          c,
          WORKSPACE_UPDATE_MAX_BYTES,
          "This change is too large to send at once.",
        );
        // Looked at on the Yjs worker: applying a large update takes the event loop too long.
        const inspected = await yjs.inspect(update);
        if (!inspected.valid) throw new AppError("bad_request", "This is not a document update.");
        if (inspected.empty) throw new AppError("bad_request", "This update changes nothing.");
        await enforceMemberLimit(c, "workspaceEdit");
        const written = await writeWorkspaceUpdate(db, pageId, c.var.member.id, update, inspected);
        if ("full" in written) throw new AppError("payload_too_large", WORKSPACE_PAGE_FULL);
        return c.json(presentUpdateAck(written.id));
      },
    )
    .post(
      "/:id/workspace/pages/:pageId/awareness",
      requireSession,
      validate("param", workspacePageParamSchema),
      async (c) => {
        const { db } = c.var.deps;
        const { id, pageId } = c.req.valid("param");
        const access = await loadWorkspace(db, c.var.actor, type, id);
        authorize(c.var.actor, "read", access);
        await loadPage(db, access, pageId);
        const message = await binaryBody(
          c,
          WORKSPACE_AWARENESS_MAX_BYTES,
          "This presence message is too large.",
        );
        const identity = { name: c.var.member.name, color: caretColor(c.var.member.id) };
        const stamped = stampAwareness(message, identity);
        if (!stamped) throw new AppError("bad_request", "This is not a presence message.");
        await enforceMemberLimit(c, "workspaceEdit");
        if (!(await claimPresenceClient(db, pageId, stamped.clientId, c.var.member.id))) {
          throw forbidden("This presence belongs to another reader of the page.");
        }
        await publishAwareness(db, pageId, stamped.message);
        return c.json(presentOk());
      },
    )
    .get(
      "/:id/workspace/pages/:pageId/stream",
      requireSession,
      validate("param", workspacePageParamSchema),
      validate("query", workspaceStreamQuerySchema),
      async (c) => {
        const { db, workspaces } = c.var.deps;
        const { id, pageId } = c.req.valid("param");
        const access = await loadWorkspace(db, c.var.actor, type, id);
        authorize(c.var.actor, "read", access);
        const page = await loadPage(db, access, pageId);
        const after = position(c.req.header("last-event-id"), c.req.valid("query").after);
        return eventStream(c, async (stream) => {
          await stream.send({
            event: "ready",
            id: after.toString(),
            data: JSON.stringify({ after: after.toString() }),
          });
          return workspaces.subscribe(pageId, after, page.title, {
            memberId: c.var.member.id,
            entity: `${type}:${id}`,
            mayRead: () => mayStillRead(c, type, id),
            send: (messages) => {
              for (const message of messages) void stream.send(presentStreamMessage(message));
            },
            awareness: (data) => void stream.send({ event: "awareness", data }),
            gone: () => void stream.send({ event: "deleted", data: "{}" }).then(() => stream.close()),
            end: () => stream.close(),
          });
        });
      },
    );
}
