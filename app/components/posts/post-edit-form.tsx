import { useId, useState } from "react";
import { POST_MAX_LENGTH, POST_MEDIA_ALT_MAX } from "../../../shared/limits";
import { errorText } from "../../lib/error-text";
import { type Post, useEditPostMutation } from "../../queries/posts";
import { Button } from "../ui/button";
import { FormBanner } from "../ui/form-banner";
import { Input } from "../ui/input";
import { CharacterCount } from "./character-count";
import { draftFromMarkup, draftToMarkup } from "./mention-draft";
import { MentionTextarea } from "./mention-textarea";

/**
 * Edits the text of one's own post in place, and its pictures' descriptions (their alt text);
 * the pictures themselves and where it was posted stay.
 */
export function PostEditForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftFromMarkup(post.content));
  const [descriptions, setDescriptions] = useState(() => post.media.map((item) => item.alt));
  const pictures = post.media.flatMap((item, index) =>
    item.contentType.startsWith("image/") ? [{ item, index }] : [],
  );
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
        edit.mutate(
          {
            content,
            ...(post.media.length ? { mediaAlt: descriptions.map((text) => text.trim()) } : {}),
          },
          { onSuccess: onDone },
        );
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
      {pictures.length > 0 && (
        <ul aria-label="Picture descriptions" className="grid gap-2">
          {pictures.map(({ item, index }, position) => (
            <li key={item.url} className="flex items-start gap-3">
              <img
                src={item.url}
                alt=""
                className="size-16 shrink-0 rounded-md border bg-muted object-cover"
              />
              <div className="grid min-w-0 flex-1 gap-1">
                <label htmlFor={`${id}-alt-${index}`} className="text-sm font-medium">
                  Description<span className="sr-only"> of picture {position + 1}</span>
                </label>
                <Input
                  id={`${id}-alt-${index}`}
                  value={descriptions[index] ?? ""}
                  maxLength={POST_MEDIA_ALT_MAX}
                  placeholder="What the picture shows"
                  disabled={edit.isPending}
                  onChange={(event) =>
                    setDescriptions((all) =>
                      all.map((text, at) => (at === index ? event.target.value : text)),
                    )
                  }
                />
              </div>
            </li>
          ))}
        </ul>
      )}
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
