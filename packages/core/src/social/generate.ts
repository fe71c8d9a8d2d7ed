import { encodeTime } from "ulid";
import { aiChoice } from "../adapters";
import { LANGUAGES, language as languageOf } from "../reference/languages";
import { Content } from "../content";
import { Counter } from "../db/counter";
import { CounterEntity } from "../db/counter.entity";
import { rawWrites } from "../db/transaction";
import { VisibleError } from "../error";
import { Job } from "../job";
import { RunEntity } from "../job/run.entity";
import { Site } from "../site";
import type { DomainItem } from "../site/view";
import { fn } from "../util/fn";
import { createId } from "../util/id";
import { kieConfigured } from "../video/kie/config";
import { SocialAgentEntity, type SocialAgentItem } from "./agent.entity";
import { SocialContentEntity, type SocialContentItem, type VideoRenderer } from "./content.entity";
import { videoCredits } from "./costs";
import { socialAgentBusyCounter, socialAgentContentsCounter, socialContentCounter } from "./counters";
import { loadAgent, socialAgentNotFound } from "./load";
import { GenerateSocialContentInput, SocialPostsInput } from "./schema";
import { SoundStyles } from "./styles";
import { videoModelChoices } from "./video-choices";
import { contentView } from "./view";

export const SOCIAL_VIDEO_RUN = "social_video";

/** Video runs one account may start in an hour: each makes a minute of video, and a burst is a script's. */
export const VIDEOS_PER_HOUR = 20;
const HOUR_MS = 60 * 60_000;
/** The most posts the picker answers; a search narrows them. */
const POSTS_LIMIT = 200;

const agentPaused = () => new VisibleError("conflict", "agent_paused", "This agent is paused. Resume it to generate videos.");

const fieldError = (field: string, message: string) => new VisibleError("input", "invalid_input", message, { [field]: message });

const renderer = (): VideoRenderer => (kieConfigured() ? "kie" : "local");

const primaryTag = (tag: string) => tag.split(/[-_]/)[0]!.toLowerCase();

/** The site's WordPress locale as a language tag (en_US -> en-US); null when the site does not say or does not answer. */
async function siteLanguage(domain: DomainItem): Promise<string | null> {
  try {
    const { locale } = await Content.health(domain);
    return locale ? locale.replace(/_/g, "-") : null;
  } catch (error) {
    if (error instanceof VisibleError) return null;
    throw error;
  }
}

/** Narrating in another language than the site's means translating the post first. */
const needsTranslation = (code: string, site: string | null) => site !== null && primaryTag(code) !== primaryTag(site);

/**
 * Refuses a batch that would take the account past its hourly video runs. Counts the runs the
 * account started in the last hour: run ids begin with their time, so that is one key range.
 */
async function assertWithinHourlyLimit(userId: string, posts: number, now = Date.now()) {
  const since = `run_${encodeTime(now - HOUR_MS, 10).toLowerCase()}`;
  const { data } = await RunEntity.query
    .byUser({ userId })
    .gte({ runId: since })
    .where((attr, op) => op.eq(attr.kind, SOCIAL_VIDEO_RUN))
    .go({ pages: "all", attributes: ["runId", "createdAt"] });
  if (data.length + posts <= VIDEOS_PER_HOUR) return;
  // The batch fits once enough of the oldest runs have left the window.
  const times = data.map((run) => run.createdAt).sort((a, b) => a - b);
  const freedAt = (times[data.length + posts - VIDEOS_PER_HOUR - 1] ?? now) + HOUR_MS;
  const minutes = Math.max(1, Math.ceil((freedAt - now) / 60_000));
  const wait = `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const remaining = Math.max(0, VIDEOS_PER_HOUR - data.length);
  const message =
    remaining === 0 || posts > VIDEOS_PER_HOUR
      ? `You can start at most ${VIDEOS_PER_HOUR} videos an hour. Try again in ${wait}.`
      : `You can start ${remaining} more video${remaining === 1 ? "" : "s"} this hour (at most ${VIDEOS_PER_HOUR} an hour). Choose fewer posts, or try again in ${wait}.`;
  throw new VisibleError("rate_limit", "too_many_videos", message);
}

/**
 * A video's item with its counts and the agent's busy count, as writes of its run's transaction,
 * which also requires the agent to be there and active: no video exists without its run.
 */
function contentWrites(agent: SocialAgentItem, item: SocialContentItem) {
  const { userId, agentId, domainId } = agent;
  return rawWrites({ SocialAgentEntity, SocialContentEntity, CounterEntity }, (entities) => [
    entities.SocialAgentEntity.check({ userId, agentId })
      .where((attr, op) => op.eq(attr.status, "active"))
      .commit(),
    entities.SocialContentEntity.create(item).commit(),
    Counter.change(entities, userId, socialContentCounter(domainId), 1),
    Counter.change(entities, userId, socialAgentContentsCounter(domainId, agentId), 1),
    Counter.change(entities, userId, socialAgentBusyCounter(domainId, agentId), 1),
  ]);
}

/** Why the agent refused a video after all: it was paused or removed meanwhile. */
async function refusal(agent: SocialAgentItem) {
  const { data } = await SocialAgentEntity.get({ userId: agent.userId, agentId: agent.agentId }).go({ consistent: true });
  return data ? agentPaused() : socialAgentNotFound();
}

/** The Generate Social Content form's choices, and the start of its videos. */
export namespace SocialGenerate {
  /**
   * The models that render here (Kie.ai's, or the local renderer once) with what a video of each
   * costs and who renders it, the languages with whether a
   * video in each needs the post translated, the site's own language, and whether an AI provider
   * is there to translate.
   */
  export async function options(agentId: string) {
    const agent = await loadAgent(agentId);
    const domain = await Site.load(agent.domainId, agent.userId);
    const site = await siteLanguage(domain);
    const by = renderer();
    return {
      models: videoModelChoices(by),
      languages: LANGUAGES.map((entry) => ({ code: entry.code, name: entry.name, needs_translation: needsTranslation(entry.code, site) })),
      site_language: site,
      translation_available: aiChoice().adapter !== "offline",
    };
  }

  /** The site's published posts whose title contains the search, for the post picker. */
  export const posts = fn(SocialPostsInput, async ({ search }, agentId: string) => {
    const agent = await loadAgent(agentId);
    const term = search.toLowerCase();
    const items = await Content.items({ userId: agent.userId, domainId: agent.domainId }, { fresh: true });
    return items
      .filter((item) => item.type === "post" && (!term || item.title.toLowerCase().includes(term)))
      .slice(0, POSTS_LIMIT)
      .map((item) => ({ id: item.id, title: item.title, url: item.url }));
  });

  /**
   * One video and one run per post, each run holding its own credits and written with its video.
   * A balance short of the whole batch starts nothing. When a run cannot start after all (a
   * payment landed between), neither it nor the videos after it exist and the error goes to the
   * owner; the ones before it are under way and stay.
   */
  export const start = fn(GenerateSocialContentInput, async (input, agentId: string) => {
    const agent = await loadAgent(agentId);
    if (agent.status === "paused") throw agentPaused();
    const { userId, domainId } = agent;
    const soundStyle = input.soundStyle || null;
    if (soundStyle && !SoundStyles.find(soundStyle)) throw fieldError("soundStyle", "Choose one of the offered sound styles");
    const domain = await Site.load(domainId, userId);
    if (needsTranslation(input.language, await siteLanguage(domain)) && aiChoice().adapter === "offline") {
      const name = languageOf(input.language)?.name ?? input.language;
      throw fieldError("language", `Videos in ${name} need an AI provider to translate the post; without one, videos are narrated in the site's language.`);
    }
    await assertWithinHourlyLimit(userId, input.posts.length);

    const by = renderer();
    const credits = videoCredits(input.model, by);
    const now = Date.now();
    const items = input.posts.map((post): SocialContentItem => ({
      userId,
      contentId: createId("socialContent"),
      agentId,
      domainId,
      runId: createId("run"),
      postId: post.id,
      postTitle: post.title,
      searchTitle: post.title.toLowerCase(),
      status: "generating",
      language: input.language,
      model: input.model,
      withSubtitle: input.withSubtitle,
      renderer: by,
      ...(soundStyle ? { soundStyle } : {}),
      ...(input.prompt ? { prompt: input.prompt } : {}),
      createdAt: now,
      updatedAt: now,
    }));
    await Job.startAll(
      items.map((item) => ({
        userId,
        domainId,
        kind: SOCIAL_VIDEO_RUN,
        agentId,
        trigger: "run_now",
        runId: item.runId,
        credits,
        input: {
          content_id: item.contentId,
          agent_name: agent.name,
          voice_id: agent.voiceId,
          post_id: item.postId,
          post_title: item.postTitle,
          language: item.language,
          model: item.model,
          renderer: by,
          with_subtitle: item.withSubtitle,
          sound_style: soundStyle,
          prompt: input.prompt,
        },
        with: contentWrites(agent, item),
        refused: () => refusal(agent),
      })),
    );
    return { data: await Promise.all(items.map(contentView)), credits: credits * items.length };
  });
}
