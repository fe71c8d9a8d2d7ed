import * as v from "valibot";
import { isConditionFailure } from "../db/errors";
import { VisibleError } from "../error";
import { Site } from "../site";
import { siteIdOf } from "../site/connection";
import type { DomainItem } from "../site/view";
import { parse } from "../util/fn";
import {
  AuthorsAnswer,
  CategoriesAnswer,
  ContentAnswer,
  PostInput,
  PublishedAnswer,
  SiteErrorAnswer,
  SiteHealthAnswer,
  TitlesAnswer,
} from "./schema";
import { DomainEntity } from "../site/domain.entity";
import { callSite, SiteCallError, type SiteTarget } from "./site-client";

const CACHE_MS = 60_000;
const CACHE_ENTRIES = 500;
const cache = new Map<string, { at: number; value: unknown }>();

export const notConnected = () =>
  new VisibleError(
    "conflict",
    "setup_not_completed",
    "Setup not completed: install the SiteCrew plugin on this site and connect it with the domain's licence key.",
  );

const unreachable = () =>
  new VisibleError("upstream", "site_unreachable", "The site did not answer. Check that the SiteCrew plugin is active and connected.");

/** Turns a failed call into the message a site owner can act on. */
function explain(error: unknown): never {
  if (error instanceof SiteCallError && error.status === 401) {
    throw new VisibleError("upstream", "site_refused", "The site refused the request's signature. Reconnect the SiteCrew plugin from its settings page.");
  }
  if (error instanceof SiteCallError && error.status === 400) {
    const answer = v.safeParse(SiteErrorAnswer, error.body);
    throw new VisibleError("input", "site_rejected", answer.success ? answer.output.message : "The site refused the post.");
  }
  throw unreachable();
}

/**
 * A signed call whose answer has the route's shape, recorded as the site's last contact. An
 * answer of any other shape is treated as no answer, and nothing is recorded.
 */
async function ask<S extends v.GenericSchema>(domain: DomainItem, method: "GET" | "POST", route: string, schema: S, payload?: unknown) {
  const raw = await callSite(targetOf(domain), method, route, payload).catch(explain);
  const answer = v.safeParse(schema, raw);
  if (!answer.success) throw unreachable();
  await DomainEntity.patch({ userId: domain.userId, domainId: domain.domainId })
    .set({ lastContactAt: Date.now() })
    .go()
    .catch((error: unknown) => {
      // Removed meanwhile: nothing to record.
      if (!isConditionFailure(error)) throw error;
    });
  return answer.output as v.InferOutput<S>;
}

function targetOf(domain: DomainItem): SiteTarget {
  if (!domain.isValid || !domain.siteSecret || !domain.restUrl) throw notConnected();
  return { siteId: siteIdOf(domain), secret: domain.siteSecret, restUrl: domain.restUrl };
}

/** The bridge to a connected WordPress site, through the SiteCrew plugin's signed routes. */
export namespace Content {
  export async function health(domain: DomainItem) {
    return ask(domain, "GET", "/sitecrew/v1/health", SiteHealthAnswer);
  }

  /** Reference data changes rarely; a short per-domain cache spares the site a call per screen. */
  async function cached<S extends v.GenericSchema>(domainId: string, route: string, schema: S): Promise<v.InferOutput<S>> {
    const domain = await Site.load(domainId);
    const key = `${domain.userId}/${domain.domainId}${route}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.value as v.InferOutput<S>;
    const value = await ask(domain, "GET", route, schema);
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, { at: Date.now(), value });
    return value;
  }

  export async function categories(domainId: string) {
    const rows = await cached(domainId, "/sitecrew/v1/categories", CategoriesAnswer);
    return rows.map((row) => ({ id: row.id, category: row.name }));
  }

  export async function authors(domainId: string) {
    const rows = await cached(domainId, "/sitecrew/v1/authors", AuthorsAnswer);
    return rows.map((row) => ({ id: row.id, name: row.name }));
  }

  export async function titles(domainId: string) {
    const rows = await cached(domainId, "/sitecrew/v1/titles", TitlesAnswer);
    return rows.map((row) => ({ id: row.id, title: row.title }));
  }

  export async function items(domainId: string) {
    const rows = await cached(domainId, "/sitecrew/v1/content", ContentAnswer);
    return rows.map((row) => ({ id: row.id, title: row.title, url: row.url, type: row.type }));
  }

  /** Creates a post, or updates post `postId`, on the site. */
  export async function publish(domainId: string, input: unknown, postId?: number) {
    const post = parse(PostInput, input);
    if (post.status === "future" && !post.date) throw new VisibleError("input", "invalid_input", "A scheduled post needs a date", { date: "A scheduled post needs a date" });
    const domain = await Site.load(domainId);
    const route = postId ? `/sitecrew/v1/posts/${postId}` : "/sitecrew/v1/posts";
    const result = await ask(domain, "POST", route, PublishedAnswer, post);
    for (const key of cache.keys()) if (key.startsWith(`${domain.userId}/${domain.domainId}/`)) cache.delete(key);
    return result;
  }
}
