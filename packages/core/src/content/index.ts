import * as v from "valibot";
import { useActor, useUserId } from "../actor";
import { isConditionFailure } from "../db/errors";
import { VisibleError } from "../error";
import { domainNotFound, Site } from "../site";
import { siteIdOf } from "../site/connection";
import type { DomainItem } from "../site/view";
import { parse } from "../util/fn";
import {
  AuthorsAnswer,
  CategoriesAnswer,
  ChatWidgetAnswer,
  ContentAnswer,
  KnowledgeAnswer,
  KnowledgeStateAnswer,
  PostAnswer,
  PostChanges,
  PostId,
  PostInput,
  PublishedAnswer,
  RemovedAnswer,
  RestIndexAnswer,
  SiteErrorAnswer,
  SiteErrorCode,
  SiteHealthAnswer,
  TitlesAnswer,
} from "./schema";
import { DomainEntity } from "../site/domain.entity";
import { callSite, SiteCallError, type SiteTarget } from "./site-client";
import { siteProfileOf } from "./site-profile";

const CACHE_MS = 60_000;
const KNOWLEDGE_PAGE_SIZE = 20;
const CACHE_ENTRIES = 500;
const cache = new Map<string, { at: number; value: unknown }>();

export const notConnected = () =>
  new VisibleError(
    "conflict",
    "setup_not_completed",
    "Setup not completed: install the SiteCrew plugin on this site and connect it with the domain's licence key.",
  );

const unreachable = () => new VisibleError("upstream", "site_unreachable", "The site did not answer. Check that the SiteCrew plugin is active and connected.");

const postGone = () => new VisibleError("not_found", "post_not_found", "This post is no longer on the site.");

/** Answers the plugin gives about one post, in words a site owner can act on. */
const postErrors: SiteErrors = {
  post_not_found: postGone,
  post_published: () =>
    new VisibleError("conflict", "post_published", "This post is published on the site, so it stays there: only drafts are removed from the dashboard."),
  run_in_progress: () => new VisibleError("upstream", "site_busy", "The site is still saving this run's post. Try again in a moment."),
};

type SiteErrors = Record<string, () => VisibleError>;

/** Routes added in plugin 1.2.0: an older plugin answers them `rest_no_route`. */
const chatErrors: SiteErrors = {
  rest_no_route: () =>
    new VisibleError("conflict", "plugin_outdated", "Update the SiteCrew plugin on your site to use the chat agent (version 1.2.0 or later)."),
};

/** Turns a failed call into the message a site owner can act on. */
function explain(error: unknown, errors: SiteErrors): never {
  if (error instanceof SiteCallError && (error.status === 404 || error.status === 409)) {
    const answer = v.safeParse(SiteErrorCode, error.body);
    const known = answer.success ? errors[answer.output.code] : undefined;
    if (known) throw known();
  }
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
async function ask<S extends v.GenericSchema>(
  domain: DomainItem,
  method: "GET" | "POST" | "DELETE",
  route: string,
  schema: S,
  payload?: unknown,
  errors: SiteErrors = postErrors,
) {
  const raw = await callSite(targetOf(domain), method, route, payload).catch((error: unknown) => explain(error, errors));
  const answer = v.safeParse(schema, raw);
  if (!answer.success) throw unreachable();
  await DomainEntity.patch({ userId: domain.userId, domainId: domain.domainId })
    .set({ lastContactAt: Date.now() })
    .go()
    .catch((error: unknown) => {
      // Removed meanwhile: nothing to record.
      if (!isConditionFailure(error)) throw error;
    });
  return answer.output;
}

function targetOf(domain: DomainItem): SiteTarget {
  if (!domain.isValid || !domain.siteSecret || !domain.restUrl) throw notConnected();
  return { siteId: siteIdOf(domain), secret: domain.siteSecret, restUrl: domain.restUrl };
}

/**
 * A domain by id, of the signed-in user; or, for workers acting as `system`, of the user the work
 * belongs to. A signed-in user naming another user's domain gets not found, as by id.
 */
export type DomainRef = string | { userId: string; domainId: string };

async function load(ref: DomainRef) {
  if (typeof ref === "string") return Site.load(ref);
  if (useActor().type !== "system" && useUserId() !== ref.userId) throw domainNotFound();
  return Site.load(ref.domainId, ref.userId);
}

/** Posts changed: titles and content lists read from the cache would be stale. */
function forget(domain: DomainItem) {
  for (const key of cache.keys()) if (key.startsWith(`${domain.userId}/${domain.domainId}/`)) cache.delete(key);
}

function postRoute(postId: number) {
  const id = v.safeParse(PostId, postId);
  if (!id.success) throw postGone();
  return `/sitecrew/v1/posts/${id.output}`;
}

/**
 * A post as it may reach the site, whoever wrote it (an AI provider, an owner's edit): the plugin
 * writes as an administrator, whom WordPress lets post any HTML, and plugins before 1.5.0 filter
 * nothing. Checked again once cleaned: a title of nothing but markup is no title.
 */
async function sanitized<S extends typeof PostInput | typeof PostChanges>(schema: S, input: unknown): Promise<v.InferOutput<S>> {
  // Loaded with the first post sent, not by every area that reads a site.
  const { sanitizePost } = await import("./sanitize");
  return parse(schema, sanitizePost(parse(schema, input)));
}

/** The bridge to a connected WordPress site, through the SiteCrew plugin's signed routes. */
export namespace Content {
  export async function health(domain: DomainItem) {
    return ask(domain, "GET", "/sitecrew/v1/health", SiteHealthAnswer);
  }

  /**
   * Reference data changes rarely; a short per-domain cache spares the site a call per screen. A
   * `fresh` read (a list the owner opens to pick from) asks the site and renews the cache, so a post
   * published on the site a moment ago is there.
   */
  async function cached<S extends v.GenericSchema>(ref: DomainRef, route: string, schema: S, fresh = false): Promise<v.InferOutput<S>> {
    const domain = await load(ref);
    const key = `${domain.userId}/${domain.domainId}${route}`;
    const hit = cache.get(key);
    if (!fresh && hit && Date.now() - hit.at < CACHE_MS) return hit.value;
    cache.delete(key);
    const value = await ask(domain, "GET", route, schema);
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, { at: Date.now(), value });
    return value;
  }

  /** The site's title and tagline from WordPress's own REST index, which every site answers without the plugin. */
  export async function about(ref: DomainRef) {
    return ask(await load(ref), "GET", "/", RestIndexAnswer);
  }

  /** What the site says about itself (title, tagline, locale, categories) as a draft of its onboarding configuration. */
  export async function profile(ref: DomainRef) {
    const domain = await load(ref);
    const [index, site, rows] = await Promise.all([about(domain), health(domain), categories(domain)]);
    return siteProfileOf({ name: index.name || site.site_name, tagline: index.description, locale: site.locale, categories: rows.map((row) => row.category) });
  }

  export async function categories(ref: DomainRef) {
    const rows = await cached(ref, "/sitecrew/v1/categories", CategoriesAnswer);
    return rows.map((row) => ({ id: row.id, category: row.name }));
  }

  export async function authors(ref: DomainRef) {
    const rows = await cached(ref, "/sitecrew/v1/authors", AuthorsAnswer);
    return rows.map((row) => ({ id: row.id, name: row.name }));
  }

  export async function titles(ref: DomainRef) {
    const rows = await cached(ref, "/sitecrew/v1/titles", TitlesAnswer);
    return rows.map((row) => ({ id: row.id, title: row.title }));
  }

  export async function items(ref: DomainRef, { fresh = false } = {}) {
    const rows = await cached(ref, "/sitecrew/v1/content", ContentAnswer, fresh);
    return rows.map((row) => ({ id: row.id, title: row.title, url: row.url, type: row.type }));
  }

  /**
   * Creates a post, or replaces the fields of post `postId`, on the site. With a `run_id`, a post
   * the run already created is answered (`existing: true`) and left as it is.
   */
  export async function publish(ref: DomainRef, input: unknown, postId?: number) {
    const post = await sanitized(PostInput, input);
    if (post.status === "future" && !post.date)
      throw new VisibleError("input", "invalid_input", "A scheduled post needs a date", { date: "A scheduled post needs a date" });
    const domain = await load(ref);
    const result = await ask(domain, "POST", postId === undefined ? "/sitecrew/v1/posts" : postRoute(postId), PublishedAnswer, post);
    forget(domain);
    return result;
  }

  /** Writes only the fields given to post `postId`: an edited draft, or `{ status: "publish" }` to publish it. */
  export async function update(ref: DomainRef, postId: number, changes: unknown) {
    const fields = await sanitized(PostChanges, changes);
    const domain = await load(ref);
    const { id, url, status } = await ask(domain, "POST", postRoute(postId), PublishedAnswer, fields);
    forget(domain);
    return { id, url, status };
  }

  /** A post as it is on the site (any status), with the fields a draft is edited by and its SEO fields. */
  export async function post(ref: DomainRef, postId: number) {
    return ask(await load(ref), "GET", postRoute(postId), PostAnswer);
  }

  /** Moves a draft to the site's trash; a published or scheduled post is refused (`post_published`). */
  export async function remove(ref: DomainRef, postId: number) {
    const domain = await load(ref);
    const result = await ask(domain, "DELETE", postRoute(postId), RemovedAnswer);
    forget(domain);
    return result;
  }

  /**
   * One page (from 1) of the site's published posts and pages as plain text, newest change first;
   * read fresh each time, as a knowledge build needs the site as it is now.
   */
  export async function knowledge(ref: DomainRef, page: number) {
    return ask(await load(ref), "POST", "/sitecrew/v1/knowledge", KnowledgeAnswer, { page, per_page: KNOWLEDGE_PAGE_SIZE }, chatErrors);
  }

  /** How many posts and pages a knowledge build would read, and the newest change among them. */
  export async function knowledgeState(ref: DomainRef) {
    return ask(await load(ref), "GET", "/sitecrew/v1/knowledge/state", KnowledgeStateAnswer, undefined, chatErrors);
  }

  /** The chat widget the plugin loads on the site's front end; `null` removes it. */
  export async function setChatWidget(ref: DomainRef, widget: { widget_key: string; script_url: string } | null) {
    const body = widget ? { widget_key: widget.widget_key, script_url: widget.script_url } : { widget_key: null };
    return ask(await load(ref), "POST", "/sitecrew/v1/chat-widget", ChatWidgetAnswer, body, chatErrors);
  }
}
