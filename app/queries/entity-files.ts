import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { useCallback, useState } from "react";
import { DOCUMENTS_BUCKET, ENTITY_PATH_SEGMENT, formatBytes } from "../../shared/entity-storage";
import type { EntityType } from "../../shared/enums";
import { isApiErrorBody } from "../../shared/errors";
import { bucketDefinition } from "../../shared/limits";
import { api, readJson } from "../lib/api-client";
import { ApiError } from "../lib/api-error";

// One route factory serves the three entity types (server/routes/entities/files.ts), so the groups'
// client stands for all three: the partnerships' and events' are the same routes under another path.
type FilesClient = (typeof api.groups)[":id"]["files"];
const filesClient = (type: EntityType) =>
  api[ENTITY_PATH_SEGMENT[type]][":id"].files as unknown as FilesClient;

/** One page of GET …/:id/files: the entity, its files, the usage and the viewer's rights. */
export type EntityFilesPage = InferResponseType<FilesClient["$get"], 200>;
export type EntityFile = EntityFilesPage["files"][number];
type AddedEntityFile = InferResponseType<FilesClient["$post"], 201>;

export const entityFileKeys = {
  all: ["entity-files"] as const,
  list: (type: EntityType, id: number) => [...entityFileKeys.all, type, id] as const,
};

/** An entity's files, newest first, a page at a time (keyset cursors from the server). */
export function entityFilesQueryOptions(type: EntityType, id: number) {
  return infiniteQueryOptions({
    queryKey: entityFileKeys.list(type, id),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<EntityFilesPage>(
        await filesClient(type).$get({
          param: { id: String(id) },
          query: pageParam ? { cursor: pageParam } : {},
        }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useEntityFilesQuery(type: EntityType, id: number) {
  return useInfiniteQuery(entityFilesQueryOptions(type, id));
}

/** The server's own words for a file over the documents bucket's limit, said before a byte is sent. */
function tooLarge(file: File): ApiError | null {
  const limit = bucketDefinition(DOCUMENTS_BUCKET)?.fileSizeLimit ?? null;
  if (limit === null || file.size <= limit) return null;
  return new ApiError(
    `This file is too large. The limit is ${formatBytes(limit)}.`,
    413,
    "payload_too_large",
  );
}

/**
 * Sends one file to POST …/:id/files with XMLHttpRequest, which reports upload progress (fetch
 * cannot); `onProgress` gets 0–1. Sent once, like every POST (lib/api-client.ts).
 */
export function uploadEntityFile(
  type: EntityType,
  id: number,
  file: File,
  onProgress?: (share: number) => void,
): Promise<AddedEntityFile> {
  const early = tooLarge(file);
  if (early) return Promise.reject(early);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/${ENTITY_PATH_SEGMENT[type]}/${id}/files`);
    xhr.withCredentials = true;
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status === 201 && body && typeof body === "object" && "file" in body) {
        resolve(body as AddedEntityFile);
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
 * Uploads to an entity's storage: `mutate(file)`; `progress` is the share sent so far (0–1) while
 * it runs. The list and its usage are fetched again afterwards.
 */
export function useUploadEntityFileMutation(type: EntityType, id: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadEntityFile(type, id, file, setProgress);
    },
    // A refused upload is not retried: the member picks another (or a smaller) file.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entityFileKeys.list(type, id) }),
  });
  const { reset } = mutation;
  const resetAll = useCallback(() => {
    reset();
    setProgress(0);
  }, [reset]);
  return { ...mutation, progress, reset: resetAll };
}

/** Deletes one of an entity's files; the list and usage are fetched again afterwards. */
export function useDeleteEntityFileMutation(type: EntityType, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fileId: string) =>
      readJson<{ deleted: { id: string } }>(
        await filesClient(type)[":fileId"].$delete({ param: { id: String(id), fileId } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entityFileKeys.list(type, id) }),
  });
}
