import { countOf } from "../../lib/plural";
import type { BadgeTone } from "../runs/activity-format";
import type { ServiceStatus } from "./services-search";

const TONES: Record<ServiceStatus, BadgeTone> = { Active: "success", Inactive: "neutral", Draft: "warning", Error: "danger" };

export const serviceStatusTone = (status: string): BadgeTone => TONES[status as ServiceStatus] ?? "neutral";

/** Where a service's `link` leads: a page of this dashboard we know, another path of it, or nowhere we should go. */
export type ServiceTarget = { page: "blog-content"; id: string } | { page: "path"; href: string } | null;

export function serviceTarget(link: string): ServiceTarget {
  const blog = /^\/add-service\/view-blog-content\/([^/?#]+)$/.exec(link);
  if (blog) return { page: "blog-content", id: decodeURIComponent(blog[1]!) };
  // Only a path on this site: never another host ("//evil.example") or a scheme.
  return /^\/(?!\/)[^\s\\]*$/.test(link) ? { page: "path", href: link } : null;
}

interface Summary {
  total: number;
  [status: string]: unknown;
}

/** The summary's counts in the order the page shows them; a count the answer lacks reads as 0. */
export function summaryCounts(summary: Summary): { label: string; value: number }[] {
  const count = (key: string) => (typeof summary[key] === "number" ? summary[key] : 0);
  return [
    { label: "Total", value: summary.total },
    { label: "Active", value: count("active") },
    { label: "Inactive", value: count("inactive") },
    { label: "Draft", value: count("draft") },
    { label: "Error", value: count("error") },
  ];
}

/** What a service used many times counts, in words: the optimizer's row counts its optimizations. */
export function usesOf(type: string, count: number): string {
  return type === "Blog Optimization" ? countOf(count, "optimization") : countOf(count, "use");
}
