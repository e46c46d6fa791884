import * as Y from "yjs";
import type { Executor } from "../db/client";
import { workspacePages } from "../db/schema";
import type { EntityRef } from "../loaders/memberships";
import { DOCUMENT_FIELD, documentText } from "../workspaces/ydoc";
import type { MemberClient } from "./app";

/** A page in the entity's workspace, made directly in the database. */
export async function createWorkspacePageRow(db: Executor, entity: EntityRef, title = "Volunteer plan") {
  const [row] = await db
    .insert(workspacePages)
    .values({ entityType: entity.type, entityId: entity.id, title })
    .returning({ id: workspacePages.id });
  if (!row) throw new Error("page not created");
  return row.id;
}

/** `/api/{type}s/{id}/workspace/pages[/{pageId}[/{rest}]]`. */
export function pagesPath(entity: EntityRef, pageId?: string, rest?: string) {
  const base = `/api/${entity.type}s/${entity.id}/workspace/pages`;
  return [base, pageId, rest].filter(Boolean).join("/");
}

/**
 * Appends a paragraph holding `text` to the document as the editor lays it out (an XML fragment
 * "default" of paragraphs), and returns that change alone as an update.
 */
export function addParagraph(doc: Y.Doc, text: string): Uint8Array {
  const before = Y.encodeStateVector(doc);
  const paragraph = new Y.XmlElement("paragraph");
  paragraph.insert(0, [new Y.XmlText(text)]);
  doc.getXmlFragment(DOCUMENT_FIELD).push([paragraph]);
  return Y.encodeStateAsUpdate(doc, before);
}

/** Sends one document update as the member's browser does. */
export function postUpdate(client: MemberClient, path: string, update: Uint8Array) {
  return client.request(path, {
    method: "POST",
    headers: { "content-type": "application/octet-stream" },
    body: Buffer.from(update),
  });
}

/** The plain text of a page's document as GET …/pages/{pageId} answers it. */
export async function pageText(client: MemberClient, path: string): Promise<string> {
  const response = await client.get(path);
  if (response.status !== 200) throw new Error(`page answered ${response.status}`);
  const body = (await response.json()) as { document: string };
  return documentText(new Uint8Array(Buffer.from(body.document, "base64")));
}
