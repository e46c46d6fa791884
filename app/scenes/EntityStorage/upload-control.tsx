import { Upload } from "lucide-react";
import { useRef, useState } from "react";
import { formatBytes } from "../../../shared/entity-storage";
import type { EntityType } from "../../../shared/enums";
import { Button } from "../../components/ui/button";
import { FormBanner } from "../../components/ui/form-banner";
import { toast } from "../../lib/toast";
import { useUploadEntityFileMutation } from "../../queries/entity-files";

/** What the file picker offers first; the server decides by content whatever is picked. */
const ACCEPT = [
  ".pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.rtf",
  ".txt,.csv,.tsv,.md,.html,.htm,.xml,.zip,.svg",
  "image/*",
].join(",");

/**
 * "Upload a file": the picker, a progress bar while the file is sent, and the server's own words
 * when it refuses one (wrong type, too large, storage full).
 */
export function UploadControl({
  type,
  id,
  limits,
}: {
  type: EntityType;
  id: number;
  limits: { maxFileBytes: number | null; accepts: string };
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadEntityFileMutation(type, id);
  const [fileName, setFileName] = useState<string | null>(null);
  const percent = Math.round(upload.progress * 100);

  const send = (file: File) => {
    setFileName(file.name);
    upload.mutate(file, {
      onSuccess: ({ file: stored }) => toast.success(`${stored.name} uploaded.`),
    });
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={() => input.current?.click()} disabled={upload.isPending}>
          <Upload aria-hidden="true" />
          Upload a file
        </Button>
        <span className="text-xs text-muted-foreground">
          {limits.maxFileBytes ? `Up to ${formatBytes(limits.maxFileBytes)}: ` : ""}
          {limits.accepts}.
        </span>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="entity-file-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file may be picked again after a refusal.
            event.target.value = "";
            if (file) send(file);
          }}
        />
      </div>
      {upload.isPending && (
        <div className="grid gap-1">
          <div className="flex justify-between text-sm">
            <span className="truncate">Uploading {fileName}…</span>
            <span aria-hidden="true" className="tabular-nums">
              {percent}%
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={`Uploading ${fileName ?? "file"}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}
      <FormBanner
        message={
          upload.isError ? `${fileName ?? "The file"} was not uploaded. ${upload.error.message}` : null
        }
      />
    </div>
  );
}
