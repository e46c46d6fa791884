import { useId, useState } from "react";
import { POST_MAX_LENGTH } from "../../../shared/limits";
import { errorText } from "../../lib/error-text";
import { type Post, useEditPostMutation } from "../../queries/posts";
import { Button } from "../ui/button";
import { FormBanner } from "../ui/form-banner";
import { CharacterCount } from "./character-count";
import { draftFromMarkup, draftToMarkup } from "./mention-draft";
import { MentionTextarea } from "./mention-textarea";

/** Edits the text of one's own post in place; its pictures and where it was posted stay. */
export function PostEditForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftFromMarkup(post.content));
  const edit = useEditPostMutation(post.id);
  const content = draftToMarkup(draft);
  const blank = content.trim().length === 0;
  const tooLong = content.length > POST_MAX_LENGTH;

  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (blank || tooLong || edit.isPending) return;
        edit.mutate(content, { onSuccess: onDone });
      }}
    >
      <label htmlFor={`${id}-text`} className="sr-only">
        Edit your post
      </label>
      <MentionTextarea
        id={`${id}-text`}
        draft={draft}
        onDraftChange={setDraft}
        aria-describedby={`${id}-count`}
        aria-invalid={tooLong}
        disabled={edit.isPending}
        autoFocus
        onKeyDown={(event) => {
          if (event.key === "Escape") onDone();
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CharacterCount id={`${id}-count`} length={content.length} />
        <div className="flex gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onDone} disabled={edit.isPending}>
            Cancel
          </Button>
          <Button type="submit" size="sm" disabled={blank || tooLong || edit.isPending}>
            {edit.isPending ? "Saving..." : "Save"}
          </Button>
        </div>
      </div>
      <FormBanner message={edit.isError ? errorText(edit.error, "Your post could not be saved.") : null} />
    </form>
  );
}
