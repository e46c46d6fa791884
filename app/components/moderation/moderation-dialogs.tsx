import { toast } from "../../lib/toast";
import { type ContentRef, useRemovalMutation, useReportMutation } from "../../queries/moderation";
import { ReasonDialog } from "./reason-dialog";

const NOUN = { post: "post", comment: "comment" } as const;

/** Which of a post's or comment's moderation dialogs is open. */
export type ModerationDialog = "report" | "remove";

/**
 * The Report and Remove dialogs of ModerationActions, loaded when one is first opened: every post
 * card shows the buttons, few readers ever open them (the dashboard's first render is held to
 * its budget).
 */
export function ModerationDialogs({
  content,
  authorName,
  dialog,
  setDialog,
  onRemoved,
}: {
  content: ContentRef;
  authorName: string;
  dialog: ModerationDialog | null;
  setDialog: (dialog: ModerationDialog | null) => void;
  onRemoved?: () => void;
}) {
  const report = useReportMutation();
  const removal = useRemovalMutation();
  const noun = NOUN[content.kind];
  return (
    <>
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
