import { Extension } from "@tiptap/core";
import Collaboration from "@tiptap/extension-collaboration";
import CollaborationCaret from "@tiptap/extension-collaboration-caret";
import TaskItem from "@tiptap/extension-task-item";
import TaskList from "@tiptap/extension-task-list";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useState } from "react";
import type { WorkspaceProvider } from "../../lib/workspace-provider";
import { LinkDialog } from "./link-dialog";
import { Toolbar } from "./toolbar";
import "./editor.css";

/**
 * The caret label of someone: their name on their colour (the server sets both). It sits inside
 * the text box, so it is hidden from screen readers, which would read the name as part of the text;
 * the presence list announces who is here (the accessibility statement's known exception).
 */
function caret(user: Record<string, unknown>): HTMLElement {
  const cursor = document.createElement("span");
  cursor.className = "collaboration-carets__caret";
  cursor.setAttribute("aria-hidden", "true");
  cursor.style.borderColor = String(user.color);
  const label = document.createElement("span");
  label.className = "collaboration-carets__label";
  label.style.backgroundColor = String(user.color);
  label.textContent = String(user.name ?? "");
  cursor.append(label);
  return cursor;
}

/**
 * The page's rich text: TipTap on the provider's Yjs document (headings, lists, checklists,
 * links, bold and italic; undo is Yjs's own, so it undoes one's own changes only), with the
 * others' carets. Read-only for members who may not write.
 */
export function LiveEditor({
  provider,
  canWrite,
  titleId,
}: {
  provider: WorkspaceProvider;
  canWrite: boolean;
  /** The id of the page's heading, which names the text box. */
  titleId: string;
}) {
  const [linking, setLinking] = useState(false);
  const editor = useEditor(
    {
      editable: canWrite,
      extensions: [
        StarterKit.configure({
          undoRedo: false,
          heading: { levels: [1, 2, 3] },
          link: {
            openOnClick: !canWrite,
            autolink: true,
            defaultProtocol: "https",
            protocols: ["http", "https", "mailto"],
            HTMLAttributes: { rel: "noopener noreferrer nofollow", target: "_blank" },
          },
        }),
        TaskList,
        TaskItem.configure({
          nested: true,
          a11y: {
            checkboxLabel: (node, checked) =>
              `${checked ? "Done" : "To do"}: ${node.textContent || "empty item"}`,
          },
        }),
        Collaboration.configure({ document: provider.doc, field: "default" }),
        CollaborationCaret.configure({ provider, user: { name: "You", color: "#0f766e" }, render: caret }),
        Extension.create({
          name: "linkShortcut",
          addKeyboardShortcuts: () => ({
            "Mod-k": () => {
              setLinking(true);
              return true;
            },
          }),
        }),
      ],
      editorProps: {
        attributes: {
          id: "workspace-editor",
          class: "workspace-editor",
          role: "textbox",
          "aria-multiline": "true",
          "aria-labelledby": titleId,
          ...(canWrite ? {} : { "aria-readonly": "true" }),
        },
      },
    },
    [provider, canWrite],
  );
  if (!editor) return null;
  return (
    <div className="grid gap-3">
      {canWrite && <Toolbar editor={editor} onLink={() => setLinking(true)} />}
      <EditorContent editor={editor} className="min-h-64 rounded-md border bg-card" />
      {canWrite && <LinkDialog editor={editor} open={linking} onOpenChange={setLinking} />}
    </div>
  );
}
