import { useId, useState } from "react";
import { BETA_SIGNUP_NOTE_MAX } from "../../../shared/limits";
import { Button } from "../../components/ui/button";
import { Label, Textarea } from "../../components/ui/input";
import { errorText } from "../../lib/error-text";
import { type AdminBetaSignup, useBetaSignupNoteMutation } from "../../queries/beta-management";

/** The admins' private note on a sign-up, edited in place and saved with its own button. */
export function NoteEditor({ signup }: { signup: AdminBetaSignup }) {
  const id = useId();
  const [draft, setDraft] = useState(signup.note);
  const save = useBetaSignupNoteMutation();
  const changed = draft.trim() !== signup.note;
  const message = save.isError
    ? errorText(save.error, "The note could not be saved. Please try again.")
    : save.isSuccess && !changed
      ? "Note saved."
      : "";
  return (
    <form
      className="grid gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ id: signup.id, note: draft }, { onSuccess: (saved) => setDraft(saved.note) });
      }}
    >
      <Label htmlFor={id}>Note (only platform admins see it)</Label>
      <Textarea
        id={id}
        value={draft}
        maxLength={BETA_SIGNUP_NOTE_MAX}
        onChange={(event) => setDraft(event.target.value)}
        className="min-h-16"
        aria-describedby={`${id}-status`}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" variant="outline" disabled={!changed || save.isPending}>
          {save.isPending ? "Saving..." : "Save note"}
        </Button>
        <p
          id={`${id}-status`}
          role="status"
          className={save.isError ? "text-sm text-destructive" : "text-sm text-muted-foreground"}
        >
          {message}
        </p>
      </div>
    </form>
  );
}
