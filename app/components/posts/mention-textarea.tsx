import { type ComponentProps, type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { useDebouncedValue } from "../../hooks/use-debounced-value";
import { cn } from "../../lib/cn";
import { type MentionSuggestion, useMentionSuggestionsQuery } from "../../queries/mentions";
import { Avatar } from "../avatar";
import { Textarea } from "../ui/input";
import { findMentionQuery, insertMention, type MentionDraft } from "./mention-draft";

/** Wait after the last key before asking for suggestions. */
export const MENTION_DEBOUNCE_MS = 250;

interface MentionTextareaProps
  extends Omit<ComponentProps<"textarea">, "value" | "onChange" | "defaultValue" | "children"> {
  id: string;
  draft: MentionDraft;
  onDraftChange: (draft: MentionDraft) => void;
}

const fullName = (member: MentionSuggestion) => `${member.firstName} ${member.lastName}`.trim();

/**
 * A textarea that suggests members while an "@" word is typed: the suggestions are a listbox the
 * arrow keys move through (aria-activedescendant keeps focus in the text), Enter or Tab inserts
 * the highlighted member, Escape closes it. The member is shown as "@Name" and sent as mention
 * markup (see mention-draft.ts). A textarea may carry no combobox role, so it stays a text box
 * with `aria-autocomplete="list"`, and a live region says how many suggestions there are.
 */
export function MentionTextarea({
  id,
  draft,
  onDraftChange,
  className,
  onKeyDown,
  ...rest
}: MentionTextareaProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const listboxId = useId();
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  // The start of the "@" word the member dismissed with Escape (it stays closed until they move on).
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const pendingCaret = useRef<number | null>(null);

  const found = findMentionQuery(draft.text, caret);
  const mention = found && found.start !== dismissedAt ? found : null;
  const query = useDebouncedValue(mention?.query ?? "", MENTION_DEBOUNCE_MS);
  const suggestions = useMentionSuggestionsQuery(mention ? query : "");
  const members = mention && query ? (suggestions.data?.members ?? []) : [];
  const open = members.length > 0;
  const highlighted = Math.min(active, members.length - 1);

  useLayoutEffect(() => {
    if (pendingCaret.current === null || !textarea.current) return;
    textarea.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const choose = (member: MentionSuggestion) => {
    if (!mention) return;
    const next = insertMention(
      draft,
      { start: mention.start, end: caret },
      { name: fullName(member), userId: member.userId },
    );
    pendingCaret.current = next.caret;
    setCaret(next.caret);
    setActive(0);
    onDraftChange(next.draft);
    textarea.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((highlighted + step + members.length) % members.length);
        return;
      }
      if ((event.key === "Enter" || event.key === "Tab") && !event.shiftKey) {
        const member = members[highlighted];
        if (member) {
          event.preventDefault();
          choose(member);
          return;
        }
      }
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        setDismissedAt(mention?.start ?? null);
        return;
      }
    }
    onKeyDown?.(event);
  };

  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const status =
    mention && query && suggestions.isFetched && !suggestions.isPlaceholderData
      ? members.length
        ? `${members.length} ${members.length === 1 ? "member" : "members"} found. Use the up and down arrow keys to choose, Enter to insert.`
        : "No members found."
      : "";

  return (
    <div className="relative">
      <Textarea
        {...rest}
        ref={textarea}
        id={id}
        value={draft.text}
        aria-autocomplete="list"
        aria-controls={open ? listboxId : undefined}
        aria-activedescendant={open ? optionId(highlighted) : undefined}
        className={className}
        onChange={(event) => {
          setCaret(event.target.selectionStart);
          setActive(0);
          onDraftChange({ ...draft, text: event.target.value });
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          setDismissedAt(mention?.start ?? null);
          rest.onBlur?.(event);
        }}
        onFocus={(event) => {
          setDismissedAt(null);
          rest.onFocus?.(event);
        }}
      />
      {open && (
        <div
          id={listboxId}
          role="listbox"
          aria-label="Members to mention"
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          {members.map((member, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys act in the textarea, which keeps focus (aria-activedescendant).
            <div
              key={member.userId}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === highlighted}
              className={cn(
                "flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm",
                index === highlighted && "bg-muted",
              )}
              // Keep focus (and the caret) in the textarea while choosing with the pointer.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(member)}
            >
              <Avatar
                src={member.avatarUrl}
                name={fullName(member)}
                type="user"
                className="size-7 text-xs"
                decorative
              />
              <span className="truncate">{fullName(member)}</span>
            </div>
          ))}
        </div>
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
