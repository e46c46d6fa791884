import { Loader2, X } from "lucide-react";
import { POST_MEDIA_ALT_MAX } from "../../../shared/limits";
import { Button } from "../ui/button";
import { Input } from "../ui/input";

/** A picture or video chosen in the post form, with its upload's state and its description. */
export interface Attachment {
  key: string;
  file: File;
  previewUrl: string;
  /** Files go up one at a time: "waiting" for their turn, then "uploading". */
  status: "waiting" | "uploading" | "ready" | "failed";
  fileId?: string;
  error?: string;
  /** What the picture shows, for people who cannot see it (its alternative text). */
  alt: string;
}

export const isPicture = (item: Attachment) => !item.file.type.startsWith("video/");

interface ComposerAttachmentsProps {
  attachments: Attachment[];
  /** The upload under way, 0 to 1. */
  progress: number;
  disabled: boolean;
  onRemove: (item: Attachment) => void;
  onDescribe: (item: Attachment, alt: string) => void;
}

/**
 * The post form's attached files: each one's preview, its upload's progress or failure, a remove
 * button, and for a picture a description field (its alt text here and on Bluesky), one row
 * each so that the field has room at 390 px.
 */
export function ComposerAttachments({
  attachments,
  progress,
  disabled,
  onRemove,
  onDescribe,
}: ComposerAttachmentsProps) {
  if (attachments.length === 0) return null;
  return (
    <ul aria-label="Attached pictures and videos" className="grid gap-2">
      {attachments.map((item) => (
        <li key={item.key} className="flex items-start gap-3">
          <div className="relative size-20 shrink-0 overflow-hidden rounded-md border bg-muted">
            {isPicture(item) ? (
              <img src={item.previewUrl} alt={item.file.name} className="size-full object-cover" />
            ) : (
              <video
                src={item.previewUrl}
                muted
                className="size-full object-cover"
                aria-label={item.file.name}
              />
            )}
            {(item.status === "uploading" || item.status === "waiting") && (
              <span className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-background/70 text-xs font-medium">
                <Loader2 aria-hidden="true" className="size-5 animate-spin" />
                {item.status === "uploading" ? `${Math.round(progress * 100)}%` : "Waiting..."}
                <span className="sr-only">{item.file.name}</span>
              </span>
            )}
            {item.status === "failed" && (
              <span className="absolute inset-x-0 bottom-0 bg-destructive px-1 py-0.5 text-xs text-destructive-foreground">
                Upload failed
              </span>
            )}
            <Button
              type="button"
              variant="secondary"
              size="icon"
              className="absolute right-1 top-1 size-7 rounded-full shadow"
              aria-label={`Remove ${item.file.name}`}
              disabled={disabled}
              onClick={() => onRemove(item)}
            >
              <X aria-hidden="true" />
            </Button>
          </div>
          {isPicture(item) ? (
            <div className="grid min-w-0 flex-1 gap-1">
              <label htmlFor={`${item.key}-alt`} className="text-sm font-medium">
                Description<span className="sr-only"> of {item.file.name}</span>
              </label>
              <Input
                id={`${item.key}-alt`}
                value={item.alt}
                maxLength={POST_MEDIA_ALT_MAX}
                placeholder="What the picture shows"
                disabled={disabled}
                onChange={(event) => onDescribe(item, event.target.value)}
              />
            </div>
          ) : (
            <p className="min-w-0 flex-1 truncate pt-1 text-sm text-muted-foreground">{item.file.name}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
