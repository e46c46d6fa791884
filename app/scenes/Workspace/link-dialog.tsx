import type { Editor } from "@tiptap/react";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { ModalDialog, ModalDialogClose } from "../../components/ui/modal-dialog";
import { TextField } from "../../components/ui/text-field";

/** An address a link may take: the web or e-mail; "example.org" gets https:// in front. */
export function linkTarget(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return ["http:", "https:", "mailto:"].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** Adds, changes or removes the link on the selected text (the toolbar's link button, or Ctrl+K). */
export function LinkDialog({
  editor,
  open,
  onOpenChange,
}: {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const current = (editor.getAttributes("link") as { href?: string }).href ?? "";
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | undefined>();
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValue(current);
      setError(undefined);
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = linkTarget(value);
    if (!href) {
      setError("Enter a web address (https://…) or an e-mail address (mailto:…).");
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
    onOpenChange(false);
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onOpenChange(false);
  };
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={current ? "Edit link" : "Add a link"}>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4">
        <TextField
          id="workspace-link"
          label="Address"
          type="url"
          inputMode="url"
          autoComplete="url"
          value={value}
          error={error}
          onChange={(event) => setValue(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          {current && (
            <Button type="button" variant="outline" onClick={remove}>
              Remove link
            </Button>
          )}
          <ModalDialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </ModalDialogClose>
          <Button type="submit">Save link</Button>
        </div>
      </form>
    </ModalDialog>
  );
}
