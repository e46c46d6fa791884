import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { DOCUMENT_FIELD, documentText, isDocumentUpdate, mergeDocument } from "./ydoc";

function element(name: string, children: (Y.XmlElement | Y.XmlText)[]) {
  const node = new Y.XmlElement(name);
  node.insert(0, children);
  return node;
}

describe("a document's plain text", () => {
  it("has a line per heading, paragraph, list item and checklist item, without the marks", () => {
    const doc = new Y.Doc();
    const bold = new Y.XmlText();
    bold.insert(0, "Bring ");
    bold.insert(6, "gloves", { bold: true });
    doc
      .getXmlFragment(DOCUMENT_FIELD)
      .push([
        element("heading", [new Y.XmlText("Volunteer plan")]),
        element("paragraph", [bold]),
        element("bulletList", [element("listItem", [element("paragraph", [new Y.XmlText("Rakes")])])]),
        element("taskList", [element("taskItem", [element("paragraph", [new Y.XmlText("Call the city")])])]),
        element("paragraph", [new Y.XmlText("Null\u0000 and \u0007bell")]),
      ]);
    expect(documentText(Y.encodeStateAsUpdate(doc))).toBe(
      "Volunteer plan\nBring gloves\nRakes\nCall the city\nNull and bell",
    );
  });
});

describe("updates", () => {
  it("are told apart from other bytes, and merge into the document they make", () => {
    const doc = new Y.Doc();
    const before = Y.encodeStateVector(doc);
    doc.getXmlFragment(DOCUMENT_FIELD).push([element("paragraph", [new Y.XmlText("One")])]);
    const first = Y.encodeStateAsUpdate(doc, before);
    const middle = Y.encodeStateVector(doc);
    doc.getXmlFragment(DOCUMENT_FIELD).push([element("paragraph", [new Y.XmlText("Two")])]);
    const second = Y.encodeStateAsUpdate(doc, middle);
    expect(isDocumentUpdate(first)).toBe(true);
    expect(isDocumentUpdate(new Uint8Array([1, 2, 3, 4]))).toBe(false);
    expect(isDocumentUpdate(new TextEncoder().encode('{"update":1}'))).toBe(false);
    expect(documentText(mergeDocument(first, [second]))).toBe("One\nTwo");
    expect(documentText(mergeDocument(null, []))).toBe("");
  });
});
