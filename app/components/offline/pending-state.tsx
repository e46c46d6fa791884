/** What a list waiting for its first data says: offline, that it will come back, not "Loading". */
export function PendingState({
  query,
  loading,
  className,
}: {
  /** The query's state: TanStack Query pauses a query that has no network (fetchStatus "paused"). */
  query: { fetchStatus: string };
  /** The words while it loads ("Loading awards..."). */
  loading: string;
  className?: string;
}) {
  return (
    <p role="status" className={className}>
      {query.fetchStatus === "paused"
        ? "Not saved on this device: it will show when you are back online."
        : loading}
    </p>
  );
}
