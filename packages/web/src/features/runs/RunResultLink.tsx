import { useRouter } from "@tanstack/react-router";
import type { MouseEvent } from "react";

export interface RunResult {
  label: string;
  url: string;
}

export const isExternal = (url: string) => /^https?:\/\//i.test(url);

/**
 * Where a succeeded run leads: the live post or Reel in a new tab, or the dashboard page of what it
 * made (its approval, video, report, chat agent) in place. `context` names the run for a screen
 * reader where many such links share one page.
 */
export function RunResultLink({ result, context, className = "link" }: { result: RunResult; context?: string; className?: string }) {
  const router = useRouter();
  const named = context ? <span className="visually-hidden"> ({context})</span> : null;
  if (isExternal(result.url)) {
    return (
      <a href={result.url} className={className} target="_blank" rel="noreferrer">
        {result.label}
        {named}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  // A plain click stays in the dashboard; a modified one opens the page as the browser would.
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.push(result.url);
  };
  return (
    <a href={result.url} className={className} onClick={follow}>
      {result.label}
      {named}
    </a>
  );
}
