import { createAuthClient } from "better-auth/react";
import { createFetchWithRetry } from "./api-client";

/** Better Auth's browser client, over the same retrying fetch as the rest of the API. */
export const authClient = createAuthClient({
  basePath: "/api/auth",
  fetchOptions: { customFetchImpl: createFetchWithRetry() },
});
