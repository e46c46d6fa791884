import { useMutation } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { useCallback, useState } from "react";
import { isApiErrorBody } from "../../shared/errors";
import { bucketDefinition, type UploadBucket } from "../../shared/limits";
import type { api } from "../lib/api-client";
import { ApiError } from "../lib/api-error";

type UploadResponse = InferResponseType<(typeof api.uploads)[":bucket"]["$post"], 201>;
/** A stored upload as the server presents it: `url` is what an <img> or <video> uses. */
export type UploadedFile = UploadResponse["file"];

/** The server's own words for an oversized file, said before a byte is sent. */
function tooLarge(bucket: UploadBucket, file: File): ApiError | null {
  const limit = bucketDefinition(bucket)?.fileSizeLimit ?? null;
  if (limit === null || file.size <= limit) return null;
  return new ApiError(
    `This file is too large. The limit is ${Math.round(limit / 1024 / 1024)} MB.`,
    413,
    "payload_too_large",
  );
}

/**
 * Sends one file to POST /api/uploads/:bucket with XMLHttpRequest (fetch cannot report upload
 * progress). `onProgress` gets 0–1. Sent once, like every POST (lib/api-client.ts).
 */
export function uploadFile(
  bucket: UploadBucket,
  file: File,
  onProgress?: (share: number) => void,
): Promise<UploadedFile> {
  const early = tooLarge(bucket, file);
  if (early) return Promise.reject(early);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/uploads/${bucket}`);
    xhr.withCredentials = true;
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status === 201 && body && typeof body === "object" && "file" in body) {
        resolve((body as UploadResponse).file);
      } else if (isApiErrorBody(body)) {
        reject(new ApiError(body.error.message, xhr.status, body.error.code, body.error.issues));
      } else {
        reject(new ApiError(`Upload failed with status ${xhr.status}.`, xhr.status, "internal"));
      }
    };
    xhr.onerror = () =>
      reject(new ApiError("Network error. Please check your connection and try again.", 0, "network_error"));
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}

/**
 * Uploads to one bucket: `mutateAsync(file)` resolves to the stored file; `progress` is the share
 * sent so far (0–1) while an upload runs.
 */
export function useUploadMutation(bucket: UploadBucket) {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadFile(bucket, file, setProgress);
    },
    // A failed upload is not retried: the member picks the file again (often a smaller one).
    retry: false,
  });
  const { reset } = mutation;
  const resetAll = useCallback(() => {
    reset();
    setProgress(0);
  }, [reset]);
  return { ...mutation, progress, reset: resetAll };
}
