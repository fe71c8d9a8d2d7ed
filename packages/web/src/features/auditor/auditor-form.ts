import { COMPETITOR_RANGE_MESSAGE, CONTENT_REQUIRED_MESSAGE, NAME_REQUIRED_MESSAGE } from "./auditor-messages";

export const MIN_COMPETITORS = 1;
export const MAX_COMPETITORS = 10;
export const NAME_MAX_LENGTH = 100;

/** A page or post of the site, as the content picker lists it. */
export interface ContentItem {
  id: number;
  title: string;
  url: string;
  type: "post" | "page";
}

export interface AuditorValues {
  name: string;
  /** As typed in the number field. */
  competitorCount: string;
  content: ContentItem[];
}

export type AuditorField = "name" | "competitorCount" | "selectedContent";
export type AuditorErrors = Partial<Record<AuditorField, string>>;

/** How many competitors the run can use now, and why not ten when it cannot. */
export interface CompetitorLimit {
  max: number;
  reason: string | null;
}

export const emptyAuditorValues = (competitorCount = ""): AuditorValues => ({ name: "", competitorCount, content: [] });

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

/** The API's own checks, so the form says the same before sending; a count above the limit is refused here too. */
export function checkAuditorValues(values: AuditorValues, limit: CompetitorLimit): AuditorErrors {
  const errors: AuditorErrors = {};
  if (!values.name.trim()) errors.name = NAME_REQUIRED_MESSAGE;
  const count = competitorCountOf(values.competitorCount);
  if (count === null || count < MIN_COMPETITORS || count > MAX_COMPETITORS) errors.competitorCount = COMPETITOR_RANGE_MESSAGE;
  else if (count > limit.max) errors.competitorCount = competitorLimitMessage(limit);
  if (values.content.length === 0) errors.selectedContent = CONTENT_REQUIRED_MESSAGE;
  return errors;
}

/** The create call's body, from values that passed the checks. */
export function auditorBody(domainId: string, values: AuditorValues) {
  return {
    userDomainId: domainId,
    name: values.name.trim(),
    selectedContent: values.content.map(({ id, title, url, type }) => ({ id, title, url, type })),
    contentCount: values.content.length,
    competitorCount: competitorCountOf(values.competitorCount) ?? 0,
  };
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
