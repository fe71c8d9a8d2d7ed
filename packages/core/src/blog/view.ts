import { CREDIT_COSTS } from "../credit/costs";
import { featuredImageCredits } from "../featured-image/credits";
import type { ServiceStatus } from "../service/schema";
import type { EntityItem } from "electrodb";
import type { BlogAgentEntity } from "./agent.entity";
import type { BlogContentEntity } from "./content.entity";
import { language } from "../reference/languages";
import { FREQUENCIES } from "../reference/frequencies";
import type { ListStatus } from "./schema";

export type BlogAgentItem = EntityItem<typeof BlogAgentEntity>;
export type BlogContentItem = EntityItem<typeof BlogContentEntity>;

const iso = (epoch: number | undefined) => (epoch === undefined ? null : new Date(epoch).toISOString());

/** Active publishes on schedule, draft leaves drafts on schedule, paused does neither. */
export const listStatus = (agent: Pick<BlogAgentItem, "paused" | "status">): ListStatus =>
  agent.paused ? "paused" : agent.status === "publish" ? "active" : "draft";

const SERVICE_STATUS = { active: "Active", draft: "Draft", paused: "Inactive" } as const satisfies Record<ListStatus, ServiceStatus>;

/** How Manage Services shows the agent. */
export const serviceStatus = (agent: Pick<BlogAgentItem, "paused" | "status">) => SERVICE_STATUS[listStatus(agent)];

/** One post's price, what Run now shows and every run holds: the post, and its featured image when an image model makes it. */
export const blogRunCredits = () => CREDIT_COSTS.blog_post.credits + featuredImageCredits();

/** A blog agent in the spec's field names, with its schedule and the price of one run. */
export function agentView(agent: BlogAgentItem) {
  return {
    id: agent.agentId,
    name: agent.name,
    keywords: agent.keywords,
    titles: agent.titles,
    categories: agent.categories,
    category_names: agent.categoryNames,
    author: agent.author,
    author_name: agent.authorName,
    frequency_id: agent.frequencyId,
    frequency_description: FREQUENCIES.find((frequency) => frequency.id === agent.frequencyId)?.value ?? agent.frequencyId,
    time: agent.time,
    timezone: agent.timezone,
    language_id: agent.languageId,
    language_code: agent.languageCode,
    language_name: language(agent.languageId)?.name ?? agent.languageCode,
    blog_writing_style_id: agent.writingStyleId,
    status: agent.status,
    competitors: agent.competitors,
    userDomainId: agent.domainId,
    createdAt: new Date(agent.createdAt).toISOString(),
    updatedAt: new Date(agent.updatedAt).toISOString(),
    paused: agent.paused,
    list_status: listStatus(agent),
    /** When the next post is due; none while paused. */
    next_run_at: agent.paused ? null : iso(agent.nextRunAt),
    last_run_id: agent.lastRunId ?? null,
    last_run_at: iso(agent.lastRunAt),
    run_cost: blogRunCredits(),
  };
}

export type BlogAgentView = ReturnType<typeof agentView>;

/** A post an agent made: the spec's columns plus where it is on the site and how it scored. */
export function contentView(item: BlogContentItem) {
  return {
    id: item.contentId,
    title: item.title,
    schedule_name: item.scheduleName,
    schedule_id: item.agentId,
    author: item.author,
    status: item.status,
    post_id: item.postId ?? null,
    post_url: item.postUrl ?? null,
    focus_keyphrase: item.focusKeyphrase,
    meta_description: item.metaDescription,
    seo_score: item.seoScore ?? null,
    readability_score: item.readabilityScore ?? null,
    run_id: item.runId,
    created_at: new Date(item.createdAt).toISOString(),
    generated_at: iso(item.generatedAt),
    writer: item.writer ?? null,
  };
}

export type BlogContentView = ReturnType<typeof contentView>;
