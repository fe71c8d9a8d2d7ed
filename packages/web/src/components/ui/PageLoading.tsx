import { Spinner } from "./Spinner";

/** A page, or a list, waiting for its first data. Kept apart from the error states so routes can show it without them. */
export function PageLoading({ label = "Loading…" }: { label?: string }) {
  return (
    <div className="page-loading">
      <Spinner label={label} />
    </div>
  );
}
