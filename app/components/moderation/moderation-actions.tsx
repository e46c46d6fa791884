import { lazy, Suspense, useRef, useState } from "react";
import type { ContentRef } from "../../queries/moderation";
import { Button } from "../ui/button";
import type { ModerationDialog } from "./moderation-dialogs";

const ModerationDialogs = lazy(() =>
  import("./moderation-dialogs").then((m) => ({ default: m.ModerationDialogs })),
);

const NOUN = { post: "post", comment: "comment" } as const;

export type { ModerationDialog };

/**
 * Report and Remove for a post or a comment, as its `can` flags allow: any reader but its author
 * reports it to the moderators; a moderator (or a platform admin) removes it with a reason.
 */
export function ModerationActions({
  content,
  can,
  authorName,
  onRemoved,
  compact = false,
  dialog: openDialog,
  onDialogChange,
}: {
  content: ContentRef;
  can: { report?: boolean; remove?: boolean; delete?: boolean };
  authorName: string;
  onRemoved?: () => void;
  compact?: boolean;
  /** Which dialog is open, when a menu elsewhere opens them too (the post card on a phone). */
  dialog?: ModerationDialog | null;
  onDialogChange?: (dialog: ModerationDialog | null) => void;
}) {
  const [ownDialog, setOwnDialog] = useState<ModerationDialog | null>(null);
  const dialog = onDialogChange ? (openDialog ?? null) : ownDialog;
  const setDialog = onDialogChange ?? setOwnDialog;
  // Once opened, the dialogs stay mounted, so that closing one animates and returns the focus.
  const opened = useRef(false);
  if (dialog !== null) opened.current = true;
  const noun = NOUN[content.kind];
  // An author who also moderates deletes their own; Remove is for other people's.
  const canRemove = Boolean(can.remove) && !can.delete;
  if (!can.report && !canRemove) return null;
  const buttonClass = compact ? "h-auto px-0 text-xs text-muted-foreground" : undefined;
  return (
    <>
      {can.report && (
        <Button
          type="button"
          variant={compact ? "link" : "ghost"}
          size="sm"
          className={buttonClass}
          aria-label={`Report ${noun} by ${authorName}`}
          onClick={() => setDialog("report")}
        >
          Report
        </Button>
      )}
      {canRemove && (
        <Button
          type="button"
          variant={compact ? "link" : "ghost"}
          size="sm"
          className={buttonClass}
          aria-label={`Remove ${noun} by ${authorName}`}
          onClick={() => setDialog("remove")}
        >
          Remove
        </Button>
      )}
      {(dialog !== null || opened.current) && (
        <Suspense fallback={null}>
          <ModerationDialogs
            content={content}
            authorName={authorName}
            dialog={dialog}
            setDialog={setDialog}
            onRemoved={onRemoved}
          />
        </Suspense>
      )}
    </>
  );
}
