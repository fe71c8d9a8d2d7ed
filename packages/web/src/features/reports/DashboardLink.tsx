import { useRouter } from "@tanstack/react-router";
import type { MouseEvent, ReactNode } from "react";
import { appPathOf } from "./report-format";

/**
 * A link the report gives as an absolute address: a page of this dashboard opens in place, anything else
 * (a published post) in a new tab.
 */
export function DashboardLink({ href, children, className = "link" }: { href: string; children: ReactNode; className?: string }) {
  const router = useRouter();
  const path = appPathOf(href, window.location.origin);
  if (path === null) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  // A plain click stays in the dashboard; a modified one opens the page as the browser would.
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.push(path);
  };
  return (
    <a href={path} className={className} onClick={follow}>
      {children}
    </a>
  );
}
