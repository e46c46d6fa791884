import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import {
  Bold,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  Link as LinkIcon,
  List,
  ListChecks,
  ListOrdered,
  type LucideIcon,
} from "lucide-react";
import { type KeyboardEvent, useRef } from "react";

/** Control on macOS, Command elsewhere: how the shortcuts are written for the member's keyboard. */
const MOD = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform) ? "⌘" : "Ctrl";

interface Tool {
  label: string;
  shortcut: string;
  icon: LucideIcon;
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const TOOLS: Tool[] = [
  {
    label: "Heading 1",
    shortcut: `${MOD}+Alt+1`,
    icon: Heading1,
    active: (e) => e.isActive("heading", { level: 1 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 1 }).run(),
  },
  {
    label: "Heading 2",
    shortcut: `${MOD}+Alt+2`,
    icon: Heading2,
    active: (e) => e.isActive("heading", { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: "Heading 3",
    shortcut: `${MOD}+Alt+3`,
    icon: Heading3,
    active: (e) => e.isActive("heading", { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: "Bold",
    shortcut: `${MOD}+B`,
    icon: Bold,
    active: (e) => e.isActive("bold"),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: "Italic",
    shortcut: `${MOD}+I`,
    icon: Italic,
    active: (e) => e.isActive("italic"),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: "Bullet list",
    shortcut: `${MOD}+Shift+8`,
    icon: List,
    active: (e) => e.isActive("bulletList"),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: "Numbered list",
    shortcut: `${MOD}+Shift+7`,
    icon: ListOrdered,
    active: (e) => e.isActive("orderedList"),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: "Checklist",
    shortcut: `${MOD}+Shift+9`,
    icon: ListChecks,
    active: (e) => e.isActive("taskList"),
    run: (e) => e.chain().focus().toggleTaskList().run(),
  },
];

/**
 * The formatting toolbar (WAI-ARIA toolbar: one tab stop, arrow keys move between its buttons).
 * Each button says its state (aria-pressed) and its shortcut; the link button opens the link dialog.
 */
export function Toolbar({ editor, onLink }: { editor: Editor; onLink: () => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: TOOLS.map((tool) => tool.active(current)),
      link: current.isActive("link"),
    }),
  });
  const bar = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(bar.current?.querySelectorAll("button") ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      event.key === "ArrowRight"
        ? (at + 1) % buttons.length
        : event.key === "ArrowLeft"
          ? (at - 1 + buttons.length) % buttons.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? buttons.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    for (const [index, button] of buttons.entries()) button.tabIndex = index === next ? 0 : -1;
    buttons[next]?.focus();
  };
  const button = (
    label: string,
    shortcut: string,
    Icon: LucideIcon,
    pressed: boolean,
    run: () => void,
    first: boolean,
  ) => (
    <button
      key={label}
      type="button"
      tabIndex={first ? 0 : -1}
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut.replace("⌘", "Meta").replace("Ctrl", "Control")}
      title={`${label} (${shortcut})`}
      onClick={run}
      className="inline-flex size-9 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring aria-pressed:bg-accent aria-pressed:text-accent-foreground"
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label="Formatting"
      aria-controls="workspace-editor"
      onKeyDown={move}
      className="flex flex-wrap items-center gap-0.5 rounded-md border bg-card p-1"
    >
      {TOOLS.map((tool, index) =>
        button(
          tool.label,
          tool.shortcut,
          tool.icon,
          state.active[index] ?? false,
          () => tool.run(editor),
          index === 0,
        ),
      )}
      {button("Link", `${MOD}+K`, LinkIcon, state.link, onLink, false)}
    </div>
  );
}
