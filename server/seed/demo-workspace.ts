import * as Y from "yjs";
import type { Executor } from "../db/client";
import { workspacePages } from "../db/schema";
import type { EntityRef } from "../loaders/memberships";
import { DOCUMENT_FIELD, documentText } from "../workspaces/ydoc";

/** A block of a demo page, in the shapes the editor writes (TipTap's node names). */
export type DemoBlock =
  | { heading: string; level?: 1 | 2 | 3 }
  | { paragraph: string }
  | { bullets: string[] }
  | { tasks: [string, boolean][] };

function textElement(name: string, text: string, attrs: Record<string, string | number | boolean> = {}) {
  const element = new Y.XmlElement(name);
  for (const [key, value] of Object.entries(attrs)) element.setAttribute(key, value as string);
  element.insert(0, [new Y.XmlText(text)]);
  return element;
}

/** An item (list item or task) holding one paragraph, as the editor nests them. */
function item(name: string, text: string, attrs: Record<string, string | number | boolean> = {}) {
  const element = new Y.XmlElement(name);
  for (const [key, value] of Object.entries(attrs)) element.setAttribute(key, value as string);
  element.insert(0, [textElement("paragraph", text)]);
  return element;
}

function toNode(block: DemoBlock): Y.XmlElement {
  if ("heading" in block) return textElement("heading", block.heading, { level: block.level ?? 2 });
  if ("paragraph" in block) return textElement("paragraph", block.paragraph);
  if ("bullets" in block) {
    const list = new Y.XmlElement("bulletList");
    list.insert(
      0,
      block.bullets.map((text) => item("listItem", text)),
    );
    return list;
  }
  const list = new Y.XmlElement("taskList");
  list.insert(
    0,
    block.tasks.map(([text, checked]) => item("taskItem", text, { checked })),
  );
  return list;
}

/** The Yjs state of a document made of these blocks, as the workspace stores it. */
export function demoDocument(blocks: DemoBlock[]): Uint8Array {
  const doc = new Y.Doc();
  try {
    doc.getXmlFragment(DOCUMENT_FIELD).insert(0, blocks.map(toNode));
    return Y.encodeStateAsUpdate(doc);
  } finally {
    doc.destroy();
  }
}

/** A workspace page with its document (and its text, as compaction would have refreshed it). */
export async function createDemoPage(
  tx: Executor,
  entity: EntityRef,
  page: { title: string; blocks: DemoBlock[] },
  author: { id: string },
) {
  const state = demoDocument(page.blocks);
  await tx.insert(workspacePages).values({
    entityType: entity.type,
    entityId: entity.id,
    title: page.title,
    ydocState: state,
    contentText: documentText(state),
    createdBy: author.id,
    updatedBy: author.id,
  });
}
