import { CreateAuditorInput, MAX_AUDIT_ITEMS, MAX_COMPETITORS } from "@sitecrew/core/audit/schema";
import { validate } from "../../lib/form";

export { MAX_AUDIT_ITEMS, MAX_COMPETITORS };
export const MIN_COMPETITORS = 1;
export const NAME_MAX_LENGTH = 100;
export const COMPETITORS_REQUIRED = "Add at least one competitor to compare with";

/** A page or post of the site, as the content picker lists it. */
export interface ContentItem {
  id: number;
  title: string;
  url: string;
  type: "post" | "page";
}

export interface AuditorValues {
  name: string;
  /** As typed in the number field of the form that does not list competitors. */
  competitorCount: string;
  content: ContentItem[];
  /**
   * The competitor list edited in the form, sent and saved with the audit, and the audit compares with all of it; left
   * out, the count decides how many of the domain's saved list (then web search) are used.
   */
  competitors?: string[];
}

export type AuditorField = "name" | "competitorCount" | "selectedContent" | "competitors";
export type AuditorErrors = Partial<Record<AuditorField, string>>;

/** How many competitors the run can use now, and why not ten when it cannot. */
export interface CompetitorLimit {
  max: number;
  reason: string | null;
}

export const emptyAuditorValues = (competitorCount = "", competitors?: readonly string[]): AuditorValues => ({
  name: "",
  competitorCount,
  content: [],
  ...(competitors && { competitors: [...competitors] }),
});

/** The count as a whole number, or null when the field holds anything else. */
export function competitorCountOf(value: string): number | null {
  const text = value.trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** Why the form cannot ask for more competitors than the run can use. */
export function competitorLimitMessage({ max, reason }: CompetitorLimit): string {
  const why = reason ? ` ${reason}` : "";
  if (max === 0) return `No competitor can be used yet.${why}`;
  return `At most ${max} competitor${max === 1 ? "" : "s"} can be used.${why}`;
}

/** The create call's body, from the form's values. */
export function auditorBody(domainId: string, values: AuditorValues) {
  return {
    userDomainId: domainId,
    name: values.name.trim(),
    selectedContent: values.content.map(({ id, title, url, type }) => ({ id, title, url, type })),
    contentCount: values.content.length,
    // A form that lists the competitors asks for all of them: the count is the list's length, not a second question.
    competitorCount: values.competitors ? values.competitors.length : (competitorCountOf(values.competitorCount) ?? values.competitorCount),
    ...(values.competitors && { competitors: values.competitors }),
  };
}

/** The API's own checks, so the form says the same before sending; a count above what the run can use is refused too. */
export function checkAuditorValues(domainId: string, values: AuditorValues, limit: CompetitorLimit): AuditorErrors {
  const result = validate(CreateAuditorInput, auditorBody(domainId, values));
  const found = result.ok ? {} : result.errors;
  const errors: AuditorErrors = {};
  if (found.name) errors.name = found.name;
  const content = Object.entries(found).find(([path]) => path === "selectedContent" || path.startsWith("selectedContent."));
  if (content) errors.selectedContent = content[1];
  const competitors = Object.entries(found).find(([path]) => path === "competitors" || path.startsWith("competitors."));
  if (competitors) errors.competitors = competitors[1];
  else if (values.competitors) {
    if (values.competitors.length === 0) errors.competitors = COMPETITORS_REQUIRED;
  } else if (found.competitorCount) errors.competitorCount = found.competitorCount;
  else if ((competitorCountOf(values.competitorCount) ?? 0) > limit.max) errors.competitorCount = competitorLimitMessage(limit);
  return errors;
}

/** Adds an item, or takes it away when it is picked already. */
export function toggleContent(picked: readonly ContentItem[], item: ContentItem): ContentItem[] {
  return picked.some((chosen) => chosen.id === item.id) ? picked.filter((chosen) => chosen.id !== item.id) : [...picked, item];
}

/** The items whose title or address holds the term, ignoring case; all of them for no term. */
export function filterContent<T extends Pick<ContentItem, "title" | "url">>(items: readonly T[], term: string): T[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter((item) => item.title.toLowerCase().includes(needle) || item.url.toLowerCase().includes(needle));
}
