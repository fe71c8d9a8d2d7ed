export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className={inverted ? "logo logo-inverted" : "logo"}>
      <svg className="logo-mark" width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M21.5 11.2c-1-1.5-2.9-2.4-5.1-2.4-3.1 0-5.2 1.6-5.2 4 0 2.3 1.7 3.2 4.7 3.8 2.3.5 3 .9 3 1.8 0 1-1 1.6-2.6 1.6-1.7 0-3-.7-3.6-1.9l-2.6 1.5c1 2 3.3 3.2 6.2 3.2 3.3 0 5.6-1.6 5.6-4.3 0-2.4-1.6-3.4-4.9-4-2.2-.4-2.8-.8-2.8-1.6 0-.8.8-1.4 2.2-1.4 1.3 0 2.3.5 2.9 1.4z"
          className="logo-letter"
        />
      </svg>
      <span className="logo-text">SiteCrew</span>
    </span>
  );
}
