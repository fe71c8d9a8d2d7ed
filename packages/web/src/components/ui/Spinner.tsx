export function Spinner({ label }: { label?: string }) {
  return label ? (
    <span className="spinner-wrap" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </span>
  ) : (
    <span className="spinner" aria-hidden="true" />
  );
}
