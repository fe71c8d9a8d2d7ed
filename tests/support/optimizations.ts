import { Credit } from "../../packages/core/src/credit";
import { call } from "./api";
import { addDomain, connectAs } from "./domains";
import { type FixtureSite, serveFixtureSite } from "./fixture-site";
import { registeredUser } from "./users";

/** The most posts the dashboard's modal optimizes at a time. */
const BATCH = 10;

export interface SiteWithPosts {
  token: string;
  userId: string;
  domainId: string;
  site: FixtureSite;
}

/**
 * An owner whose domain is connected to a site whose plugin lists `titles` as published posts
 * (ids 1, 2, ...), with enough credits to optimize each of them.
 */
export async function siteWithPosts(titles: string[], tag = "posts"): Promise<SiteWithPosts> {
  const { token, userId } = await registeredUser();
  const host = `${tag}-${userId.slice(-10)}.localhost`;
  const domain = await addDomain(token, host);
  const content = titles.map((title, index) => ({ id: index + 1, title, url: `http://${host}/post-${index + 1}/`, type: "post" }));
  const site = await serveFixtureSite(
    { "/wp-json/sitecrew/v1/content": { headers: { "content-type": "application/json" }, body: JSON.stringify(content) } },
    { host },
  );
  const connected = await connectAs(domain.license_key, site.url);
  if (connected.status !== 200) throw new Error(`plugin/connect answered ${connected.status}: ${JSON.stringify(connected.body)}`);
  await Credit.grant({ userId, ledgerId: `led_posts_${userId.slice(-12)}`, credits: 10 * titles.length });
  return { token, userId, domainId: domain.id, site };
}

/**
 * Optimizes the posts as the dashboard does, ten at a time; the optimizations' ids in the order
 * they were made. The runs' messages should be held back (`holdRunMessages`) so their items stay
 * processing until the test changes them.
 */
export async function optimizePosts(token: string, domainId: string, postIds: number[]) {
  const ids: string[] = [];
  for (let start = 0; start < postIds.length; start += BATCH) {
    const reply = await call<{ data: Array<{ id: string }> }>("POST", "/blog-optimization", {
      token,
      body: { userDomainId: domainId, selectedContent: postIds.slice(start, start + BATCH) },
    });
    if (reply.status !== 201) throw new Error(`POST /blog-optimization answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    ids.push(...reply.body.data.map((item) => item.id));
  }
  return ids;
}
