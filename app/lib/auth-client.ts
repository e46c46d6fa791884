import { createAuthClient } from "better-auth/react";
import { createFetchWithRetry } from "./api-client";

/** Better Auth's browser client, over the same retrying fetch as the rest of the API. */
export const authClient = createAuthClient({
  basePath: "/api/auth",
  fetchOptions: { customFetchImpl: createFetchWithRetry() },
});

/** A refusal from one of the auth endpoints, with Better Auth's stable code. */
export class AuthRequestError extends Error {
  override name = "AuthRequestError";
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** POSTs to an auth endpoint that Better Auth's client has no method for (our Bluesky plugin). */
export async function authPost<T>(
  path: string,
  body: unknown,
  init: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<T> {
  const { data, error } = await authClient.$fetch<T>(path, {
    method: "POST",
    body,
    headers: init.headers,
    signal: init.signal,
  });
  if (error) throw new AuthRequestError(error.message ?? "", error.status, (error as { code?: string }).code);
  return data as T;
}
