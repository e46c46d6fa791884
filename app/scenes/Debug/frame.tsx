import type { ReactNode } from "react";
import { ApiError } from "../../lib/api-error";
import { PageMeta } from "../../lib/page-meta";
import { useDebugAccessQuery } from "../../queries/debug";
import { ForbiddenScene } from "../Forbidden";

/** True for the API's 403: the page shows the 403 page. */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * A diagnostic page's frame: its title and intro once the API lets the member in, the 403 page
 * when it does not (the server decides: platform admins, everyone on a development install).
 */
export function DebugFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const access = useDebugAccessQuery();
  if (isForbidden(access.error)) return <ForbiddenScene />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageMeta title={title} robots="noindex, nofollow" />
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-muted-foreground">{intro}</p>
      {access.isPending && <p className="mt-6 text-muted-foreground">Loading...</p>}
      {access.error && !isForbidden(access.error) && (
        <p role="alert" className="mt-6 text-destructive">
          {access.error.message}
        </p>
      )}
      {access.isSuccess && <div className="mt-6 grid gap-6">{children}</div>}
    </div>
  );
}

/** An error of a query on the page, in words (a 403 is the frame's). */
export function QueryError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-destructive">
      {error.message}
    </p>
  );
}

/** A value as stored, JSON where it is not text. */
export function Raw({ value }: { value: unknown }) {
  const text = typeof value === "string" ? value : JSON.stringify(value, null, 2);
  return (
    <pre className="max-w-full overflow-x-auto whitespace-pre-wrap break-all text-xs">{text ?? "null"}</pre>
  );
}
