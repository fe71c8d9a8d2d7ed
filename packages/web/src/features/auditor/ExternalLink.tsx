import type { ReactNode } from "react";

const isWebAddress = (href: string) => /^https?:\/\//i.test(href);

/** A link to another site, opened in a new tab that cannot reach back into this one; anything but a web address stays text. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  if (!isWebAddress(href)) return <span className={className}>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
