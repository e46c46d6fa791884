import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { uploadFile } from "../../queries/uploads";
import { PictureField } from "./picture-field";

/** A stand-in for XMLHttpRequest that answers every upload with `answer`. */
function stubUploads(answer: { status: number; body: unknown }) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    response: unknown = null;
    responseType = "";
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    send(form: FormData) {
      sent.push(form);
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
        this.status = answer.status;
        this.response = answer.body;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}
afterEach(() => vi.unstubAllGlobals());

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "me.png", { type: "image/png" });

function renderField(onSave = vi.fn(async () => undefined), hasPicture = false) {
  const view = render(
    <PictureField
      bucket="avatars"
      label="Profile picture"
      hint="5 MB, JPEG, PNG, GIF or WebP."
      accept="image/png"
      hasPicture={hasPicture}
      preview={<span>preview</span>}
      onSave={onSave}
    />,
    { wrapper },
  );
  const input = view.container.querySelector("input[type=file]") as HTMLInputElement;
  return { onSave, input };
}

describe("PictureField", () => {
  it("uploads the chosen file to its bucket, then saves the stored file's id", async () => {
    const sent = stubUploads({
      status: 201,
      body: { file: { id: "file-1", url: "/api/files/avatars/x.webp" } },
    });
    const { onSave, input } = renderField();
    fireEvent.change(input, { target: { files: [png] } });
    await waitFor(() => expect(onSave).toHaveBeenCalledWith("file-1"));
    expect(sent[0]?.get("file")).toBeInstanceOf(File);
    expect(screen.getByRole("button", { name: "Upload profile picture" })).toBeEnabled();
  });

  it("shows the server's words when the upload is refused, and saves nothing", async () => {
    const message = "This file type is not allowed here: JPEG, PNG, GIF or WebP images.";
    stubUploads({ status: 415, body: { error: { code: "unsupported_media_type", message } } });
    const { onSave, input } = renderField();
    fireEvent.change(input, { target: { files: [png] } });
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("removes the picture by saving null", async () => {
    const { onSave } = renderField(undefined, true);
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(null));
    expect(screen.getByRole("button", { name: "Replace profile picture" })).toBeInTheDocument();
  });
});

describe("uploadFile", () => {
  it("refuses a file over the bucket's limit before sending a byte, in the server's words", async () => {
    const sent = stubUploads({ status: 201, body: {} });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png");
    await expect(uploadFile("avatars", big)).rejects.toThrow("This file is too large. The limit is 5 MB.");
    expect(sent).toEqual([]);
  });
});
