import { useState } from "react";
import { toast } from "../../lib/toast";
import { type ContentRef, useRemovalMutation, useReportMutation } from "../../queries/moderation";
import { Button } from "../ui/button";
import { ReasonDialog } from "./reason-dialog";

const NOUN = { post: "post", comment: "comment" } as const;

export type ModerationDialog = "report" | "remove";

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
  const report = useReportMutation();
  const removal = useRemovalMutation();
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
      <ReasonDialog
        open={dialog === "report"}
        onOpenChange={(open) => setDialog(open ? "report" : null)}
        title={`Report this ${noun}`}
        description="The moderators will see your report and decide what to do. The author is not told who reported it."
        label="What is wrong with it?"
        submitLabel="Send report"
        pendingLabel="Sending..."
        onSubmit={async (reason) => {
          await report.mutateAsync({ content, reason });
          toast.success("Thank you. The moderators will look at it.");
        }}
      />
      <ReasonDialog
        open={dialog === "remove"}
        onOpenChange={(open) => setDialog(open ? "remove" : null)}
        title={`Remove this ${noun}`}
        description={`It will be removed for everyone. ${authorName} is told why, and the removal is logged.`}
        label="Reason for the removal"
        submitLabel="Remove"
        pendingLabel="Removing..."
        destructive
        onSubmit={async (reason) => {
          await removal.mutateAsync({ content, reason });
          toast.success(`The ${noun} was removed`);
          onRemoved?.();
        }}
      />
    </>
  );
}
