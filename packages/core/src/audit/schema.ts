import * as v from "valibot";
import { PageFields } from "../util/page";

export const AUDITOR_STATUSES = ["processing", "completed", "failed"] as const;

/** The most competitors one domain lists, and one audit compares with. */
export const MAX_COMPETITORS = 10;
/** The most pages and posts one audit reads: each is crawled, scored and kept in its report. */
export const MAX_AUDIT_ITEMS = 50;

export const NAME_REQUIRED = "Name is required";
export const COMPETITOR_COUNT_MESSAGE = "Choose between 1 and 10 competitors";
export const CONTENT_REQUIRED = "Select at least one page or post to analyze";

/**
 * A competitor's address as people type it: a scheme is added when left out; the answer is the
 * origin and path, without query, fragment or trailing slash. Whether its host is public is core's
 * check, as it depends on the stage.
 */
export function normaliseSiteUrl(value: string): { url: string } | { error: string } {
  const typed = value.trim();
  let parsed: URL;
  try {
    parsed = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`);
  } catch {
    return { error: `${typed || "An empty entry"} is not a valid web address` };
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return { error: `${typed} must start with http:// or https://` };
  if (parsed.username || parsed.password) return { error: `${typed} must not contain a user name or password` };
  if (!parsed.hostname) return { error: `${typed} is not a valid web address` };
  return { url: `${parsed.origin}${parsed.pathname.replace(/\/+$/, "")}` };
}

/** A competitor list: every entry normalised, none twice. */
const CompetitorUrls = v.pipe(
  v.array(v.string("Each competitor must be a web address"), "competitors must be a list of web addresses"),
  v.maxLength(MAX_COMPETITORS, `Add at most ${MAX_COMPETITORS} competitors`),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const urls: string[] = [];
    for (const entry of dataset.value) {
      const result = normaliseSiteUrl(entry);
      if ("error" in result) {
        addIssue({ message: result.error });
        return NEVER;
      }
      if (urls.includes(result.url)) {
        addIssue({ message: `${result.url} is listed twice` });
        return NEVER;
      }
      urls.push(result.url);
    }
    return urls;
  }),
);

/** The domain's competitor list. */
export const CompetitorsInput = v.object({ competitors: v.optional(CompetitorUrls, []) });

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * How many competitors an audit can use with `listed` of them on the domain's list, and why not ten when fewer.
 * `noDiscovery` says why web search cannot find more; null when it can.
 */
export function competitorLimit(listed: number, noDiscovery: string | null): { max: number; reason: string | null } {
  if (!noDiscovery || listed >= MAX_COMPETITORS) return { max: MAX_COMPETITORS, reason: null };
  const reason = listed
    ? `Only the ${plural(listed, "competitor")} listed for this domain can be used: ${noDiscovery}. Add competitors on the domain's page.`
    : `No competitors are listed for this domain and ${noDiscovery}. Add competitors on the domain's page.`;
  return { max: listed, reason };
}

const Whole = (message: string) =>
  v.pipe(v.union([v.number(message), v.pipe(v.string(message), v.trim(), v.regex(/^\d+$/, message), v.transform(Number))], message), v.integer(message));

const SelectedItem = v.object({
  id: v.pipe(v.number("Each selected item needs its id"), v.integer("Each selected item needs its id"), v.minValue(1, "Each selected item needs its id")),
  title: v.pipe(v.optional(v.string("Each selected item needs its title"), ""), v.trim(), v.maxLength(1000, "A selected item's title is too long")),
  url: v.pipe(
    v.string("Each selected item needs its address"),
    v.trim(),
    v.url("Each selected item needs a valid address"),
    v.maxLength(2000, "A selected item's address is too long"),
  ),
  type: v.picklist(["post", "page"], "Each selected item must be a post or a page"),
});

export type SelectedItem = v.InferOutput<typeof SelectedItem>;

/** The Create SEO Auditor form. contentCount is what the form counted; the selection itself decides. */
export const CreateAuditorInput = v.object({
  userDomainId: v.pipe(v.optional(v.string("userDomainId is required"), ""), v.trim(), v.nonEmpty("userDomainId is required")),
  name: v.pipe(v.optional(v.string(NAME_REQUIRED), ""), v.trim(), v.nonEmpty(NAME_REQUIRED), v.maxLength(100, "Name must be at most 100 characters")),
  selectedContent: v.pipe(
    v.optional(v.array(SelectedItem, CONTENT_REQUIRED), []),
    v.minLength(1, CONTENT_REQUIRED),
    v.maxLength(MAX_AUDIT_ITEMS, `Select at most ${MAX_AUDIT_ITEMS} pages and posts`),
    v.check((items) => new Set(items.map((item) => item.url)).size === items.length, "Each page can be selected only once"),
  ),
  contentCount: v.optional(v.unknown()),
  competitorCount: v.pipe(
    v.optional(Whole(COMPETITOR_COUNT_MESSAGE), 0),
    v.minValue(1, COMPETITOR_COUNT_MESSAGE),
    v.maxValue(MAX_COMPETITORS, COMPETITOR_COUNT_MESSAGE),
  ),
  /** The competitor list as the form holds it: saved as the domain's with the audit. Left out, the domain's saved list is used. */
  competitors: v.optional(CompetitorUrls),
});

export type CreateAuditor = v.InferOutput<typeof CreateAuditorInput>;

const DomainQuery = { domainId: v.pipe(v.optional(v.string(), ""), v.trim(), v.nonEmpty("domainId is required")) };

export const AuditorOptionsInput = v.object(DomainQuery);

export const AuditorListInput = v.object({
  ...DomainQuery,
  ...PageFields,
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "search is too long")), ""),
  status: v.optional(v.picklist(AUDITOR_STATUSES, `status must be one of ${AUDITOR_STATUSES.join(", ")}`)),
});

/** What an audit's credits are made of: the report, each competitor crawled, each page audited. */
export interface AuditCosts {
  base: number;
  per_competitor: number;
  per_item: number;
}

export const auditCost = (costs: AuditCosts, competitors: number, items: number) => costs.base + costs.per_competitor * competitors + costs.per_item * items;
