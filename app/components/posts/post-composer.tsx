import { ImagePlus } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { POST_MAX_LENGTH } from "../../../shared/limits";
import { useOnline } from "../../hooks/use-online";
import { errorText } from "../../lib/error-text";
import { isNetworkError } from "../../lib/offline/network-error";
import { useMeQuery } from "../../queries/me";
import { type PostTargetType, useCreatePostMutation } from "../../queries/posts";
import { useUploadMutation } from "../../queries/uploads";
import { Button } from "../ui/button";
import { FormBanner } from "../ui/form-banner";
import { BlueskyOptionBox, useBlueskyOption } from "./bluesky-option";
import { CharacterCount } from "./character-count";
import { type Attachment, ComposerAttachments, isPicture } from "./composer-attachments";
import { checkFiles, POST_MEDIA_ACCEPT } from "./composer-media";
import { draftToMarkup, EMPTY_DRAFT, type MentionDraft } from "./mention-draft";
import { MentionTextarea } from "./mention-textarea";
import {
  clearDraft,
  draftKey,
  readDraft,
  readDraftRequest,
  writeDraft,
  writeDraftRequest,
} from "./post-drafts";

interface PostComposerProps {
  /** Where the post goes; the member's own profile when absent. */
  target?: { type: PostTargetType; id: number };
}

/**
 * The post form ("What's on your mind?"): text up to 5,000 characters with @mention suggestions,
 * pictures and videos uploaded as they are chosen (previewed, each with a remove button). The
 * new post goes to the top of the feeds on the page (see useCreatePostMutation).
 */
export function PostComposer({ target }: PostComposerProps) {
  const id = useId();
  const userId = useMeQuery().data?.user.id;
  const online = useOnline();
  const storageKey = userId ? draftKey(userId, target && { type: target.type, id: target.id }) : null;
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  // The id this post is sent under (server: post_requests): kept, with the draft, while the same
  // post is sent again after a failure, so a post whose answer was lost is not written twice;
  // new once the post changes or is published.
  const requestId = useRef<string | null>(null);
  const forgetRequest = useCallback(() => {
    requestId.current = null;
    if (storageKey) writeDraftRequest(storageKey, null);
  }, [storageKey]);
  // The kept draft, put back once the member is known (issue 31); it says so until it is sent.
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (!storageKey) return;
    const kept = readDraft(storageKey);
    setDraft(kept ?? EMPTY_DRAFT);
    requestId.current = kept ? readDraftRequest(storageKey) : null;
    setRestored(Boolean(kept));
  }, [storageKey]);
  const changeDraft = (next: MentionDraft) => {
    forgetRequest();
    setDraft(next);
    if (storageKey) writeDraft(storageKey, next);
  };
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadMutation("post-media");
  const create = useCreatePostMutation();
  // Only a post on the member's own profile may also go to Bluesky (a community's stays there).
  const bluesky = useBlueskyOption(!target);
  const previews = useRef(new Set<string>());

  // Give the previews' memory back when the form goes away.
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const content = draftToMarkup(draft);
  const blank = content.trim().length === 0;
  const tooLong = content.length > POST_MAX_LENGTH;
  const uploading = attachments.some((item) => item.status === "uploading" || item.status === "waiting");
  const failed = attachments.some((item) => item.status === "failed");
  const busy = create.isPending;

  const patch = useCallback(
    (key: string, change: Partial<Attachment>) => {
      if ("alt" in change) forgetRequest();
      setAttachments((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));
    },
    [forgetRequest],
  );

  const addFiles = (files: File[]) => {
    const { accepted, problems } = checkFiles(files, attachments.length);
    setFileProblems(problems);
    const added = accepted.map((file) => {
      const previewUrl = URL.createObjectURL(file);
      previews.current.add(previewUrl);
      return { key: crypto.randomUUID(), file, previewUrl, status: "waiting" as const, alt: "" };
    });
    forgetRequest();
    setAttachments((items) => [...items, ...added]);
  };

  // The next waiting file goes up when none is under way (the upload mutation reports one progress).
  const next = attachments.find((item) => item.status === "waiting");
  const current = attachments.find((item) => item.status === "uploading");
  const started = useRef(new Set<string>());
  useEffect(() => {
    if (current || !next || started.current.has(next.key)) return;
    started.current.add(next.key);
    patch(next.key, { status: "uploading" });
    upload.mutateAsync(next.file).then(
      (stored) => patch(next.key, { status: "ready", fileId: stored.id }),
      (error: unknown) =>
        patch(next.key, {
          status: "failed",
          error: errorText(error, `${next.file.name} could not be uploaded.`),
        }),
    );
  }, [current, next, upload.mutateAsync, patch]);

  const removeAttachment = (item: Attachment) => {
    URL.revokeObjectURL(item.previewUrl);
    previews.current.delete(item.previewUrl);
    forgetRequest();
    setAttachments((items) => items.filter((other) => other.key !== item.key));
  };

  const reset = () => {
    for (const item of attachments) removeAttachment(item);
    setDraft(EMPTY_DRAFT);
    if (storageKey) clearDraft(storageKey);
    setRestored(false);
    setFileProblems([]);
  };

  const sendFailed = create.isError && isNetworkError(create.error);
  const submitError =
    create.isError && !sendFailed ? errorText(create.error, "Your post could not be published.") : null;
  // Kept text the member has not sent yet: said plainly so that nobody types it again.
  const draftNote =
    blank || !storageKey
      ? null
      : sendFailed
        ? "Your post could not be sent: there is no connection. Saved as a draft; it will not be lost."
        : !online
          ? "You're offline. Saved as a draft; it will not be lost. Post it when you are back online."
          : restored
            ? "Saved as a draft; it will not be lost."
            : null;
  // A post waits for its uploads; a failed one must be removed (its error says why) first.
  const blocker = uploading || failed;

  return (
    <form
      id="post-form"
      aria-label="Create a post"
      className="grid gap-3 rounded-lg border bg-card p-4"
      onSubmit={(event) => {
        event.preventDefault();
        // Offline, nothing is sent: a request the network dropped might have arrived, and sent
        // again it would post twice. The draft waits for the member to press Post online.
        if (blank || tooLong || blocker || busy || !online) return;
        const ready = attachments.filter((item) => item.fileId);
        const mediaFileIds = ready.flatMap((item) => (item.fileId ? [item.fileId] : []));
        const mediaAlt = ready.map((item) => (isPicture(item) ? item.alt.trim() : ""));
        requestId.current ??= crypto.randomUUID();
        if (storageKey) writeDraftRequest(storageKey, requestId.current);
        create.mutate(
          {
            requestId: requestId.current,
            content,
            ...(target ? { target } : {}),
            ...(mediaFileIds.length ? { mediaFileIds } : {}),
            ...(mediaAlt.some(Boolean) ? { mediaAlt } : {}),
            ...(bluesky.checked ? { alsoOnBluesky: true } : {}),
          },
          {
            onSuccess: () => {
              requestId.current = null;
              reset();
              setAnnouncement("Your post was published.");
            },
          },
        );
      }}
    >
      <label htmlFor={`${id}-text`} className="sr-only">
        Write a post
      </label>
      <MentionTextarea
        id={`${id}-text`}
        draft={draft}
        onDraftChange={(next) => {
          changeDraft(next);
          setAnnouncement("");
        }}
        placeholder="What's on your mind?"
        aria-describedby={`${id}-count`}
        aria-invalid={tooLong}
        disabled={busy}
      />

      <ComposerAttachments
        attachments={attachments}
        progress={upload.progress}
        disabled={busy}
        onRemove={removeAttachment}
        onDescribe={(item, alt) => patch(item.key, { alt })}
      />

      {[...fileProblems, ...attachments.flatMap((item) => (item.error ? [item.error] : []))].map(
        (problem) => (
          <p key={problem} role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ),
      )}
      <FormBanner message={submitError} />
      {draftNote && (
        <p role="status" className="text-sm text-muted-foreground" data-testid="post-draft-note">
          {draftNote}
        </p>
      )}

      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={fileInput}
            id={`${id}-files`}
            type="file"
            accept={POST_MEDIA_ACCEPT}
            multiple
            className="sr-only"
            tabIndex={-1}
            aria-label="Add pictures or videos"
            onChange={(event) => {
              addFiles([...(event.target.files ?? [])]);
              event.target.value = "";
            }}
          />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => fileInput.current?.click()}
          >
            <ImagePlus aria-hidden="true" />
            Photo/video
          </Button>
          <CharacterCount id={`${id}-count`} length={content.length} />
          <BlueskyOptionBox id={`${id}-bluesky`} option={bluesky} disabled={busy} />
        </div>
        <Button type="submit" disabled={blank || tooLong || blocker || busy || !online}>
          {busy ? "Posting..." : uploading ? "Uploading..." : "Post"}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </form>
  );
}
