import { Media } from "../media";
import type { SocialAgentItem } from "./agent.entity";
import type { SocialContentItem } from "./content.entity";
import type { SocialListStatus } from "./schema";
import type { NarratorVoice } from "./voices";

/** How long a video's and its poster's links work: a page left open longer loads them again. */
export const MEDIA_URL_SECONDS = 60 * 60;

const iso = (epoch: number | undefined) => (epoch === undefined ? null : new Date(epoch).toISOString());

/** Paused is the owner's choice; generating says a run is working on one of its videos. */
export const listStatus = (agent: Pick<SocialAgentItem, "status">, busy: number): SocialListStatus =>
  agent.status === "paused" ? "paused" : busy > 0 ? "generating" : "active";

export interface SocialAgentFacts {
  /** The domain's name as the list shows it. */
  blogName: string;
  /** The narrator in the speech engine's catalogue; absent when the engine no longer offers it. */
  voice: NarratorVoice | undefined;
  contents: number;
  /** Videos a run is working on. */
  busy: number;
}

/** A social media agent in the spec's field names. */
export function agentView(agent: SocialAgentItem, facts: SocialAgentFacts) {
  return {
    bot_id: agent.agentId,
    name: agent.name,
    voice: agent.voiceId,
    voice_name: facts.voice?.name ?? agent.voiceId,
    gender: facts.voice?.gender ?? null,
    blog_id: agent.domainId,
    blog_name: facts.blogName,
    count_content: facts.contents,
    status: agent.status,
    list_status: listStatus(agent, facts.busy),
    created_at: new Date(agent.createdAt).toISOString(),
  };
}

export type SocialAgentView = ReturnType<typeof agentView>;

/** A video in the spec's field names; its files come as links that work for an hour. */
export async function contentView(content: SocialContentItem) {
  const [video, poster] = await Promise.all([
    content.videoKey ? Media.signedUrl(content.videoKey, MEDIA_URL_SECONDS) : null,
    content.posterKey ? Media.signedUrl(content.posterKey, MEDIA_URL_SECONDS) : null,
  ]);
  return {
    content_id: content.contentId,
    agent_id: content.agentId,
    post_id: content.postId,
    post_title: content.postTitle,
    status: content.status,
    video,
    poster,
    duration_ms: content.durationMs ?? null,
    script: content.script ?? [],
    language: content.language,
    model: content.model,
    renderer: content.renderer ?? null,
    renderer_note: content.rendererNote ?? null,
    with_subtitle: content.withSubtitle,
    sound_style: content.soundStyle ?? null,
    error: content.error ?? null,
    run_id: content.runId,
    instagram_id: content.instagramAccountId ?? null,
    instagram_media_id: content.instagramMediaId ?? null,
    instagram_permalink: content.instagramPermalink ?? null,
    published_at: iso(content.publishedAt),
    created_at: new Date(content.createdAt).toISOString(),
  };
}

export type SocialContentView = Awaited<ReturnType<typeof contentView>>;
