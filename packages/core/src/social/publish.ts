import * as v from "valibot";
import { useUserId } from "../actor";
import { CREDIT_COSTS } from "../credit/costs";
import { VisibleError } from "../error";
import { InstagramAccounts, needsReconnect } from "../instagram/accounts";
import { instagramApp } from "../instagram/config";
import { publishReel, REEL_TIMING, type ReelTiming } from "../instagram/publish-reel";
import { RECONNECT_MESSAGE } from "../instagram/token";
import { Job, type RunResult } from "../job";
import { Media } from "../media";
import { fn } from "../util/fn";
import { createId } from "../util/id";
import { SocialAgentEntity } from "./agent.entity";
import type { SocialContentItem, SocialContentStatus } from "./content.entity";
import { proposeCaption } from "./caption";
import { Content } from "../content";
import { Site } from "../site";
import { loadContent, moveWrites } from "./content-status";
import { loadOwnContent } from "./load";
import { CAPTION_MAX, HASHTAG_MAX, PublishInput } from "./schema";
import { contentView } from "./view";

/** How long Instagram may take to fetch the video from its link. */
const VIDEO_URL_SECONDS = 60 * 60;

/** What the publish run is handed: the caption as it was when the owner clicked. */
export const PublishRunInput = v.object({ content_id: v.string(), instagram_id: v.string(), caption: v.string() });

/** The steps of a publish run; each one's detail is Instagram's id, so a later attempt resumes rather than posts twice. */
export const INSTAGRAM_PUBLISH_STEPS = ["Sending the video to Instagram", "Publishing on Instagram"] as const;
const [SENDING, PUBLISHING] = INSTAGRAM_PUBLISH_STEPS;

const PUBLISHABLE: readonly SocialContentStatus[] = ["done", "published", "fail"];

const accountNotFound = () => new VisibleError("not_found", "not_found", "Instagram account not found");

function notPublishable(content: SocialContentItem) {
  if (content.status === "uploading") return new VisibleError("conflict", "content_busy", "This video is being uploaded. Try again when it is done.");
  if (!PUBLISHABLE.includes(content.status)) return new VisibleError("conflict", "content_busy", "This video is still being made. Publish it when it is done.");
  if (!content.videoKey) return new VisibleError("conflict", "no_video", "This video has no file to publish. Generate it again first.");
  return undefined;
}

/** The caption offered for publishing a video: read from its post on the site, or from what the video keeps of it when the site does not answer. */
async function proposedCaption(contentId: string, userId = useUserId()) {
  const content = await loadOwnContent(contentId, userId);
  const domain = await Site.load(content.domainId, userId);
  const post = await Content.post({ userId, domainId: content.domainId }, content.postId).catch(() => undefined);
  const fallbackUrl = domain.siteUrl ? `${domain.siteUrl.replace(/\/+$/, "")}/?p=${content.postId}` : "";
  const site = { categories: domain.categories ?? [], siteName: domain.siteName?.trim() || domain.websiteName?.trim() || domain.domainName };
  const caption = post
    ? proposeCaption({
        title: post.title || content.postTitle,
        excerpt: post.excerpt,
        html: post.content,
        url: post.url,
        keywords: post.seo.focus_keyword,
        language: content.language,
        ...site,
      })
    : proposeCaption({ title: content.postTitle, url: fallbackUrl, keywords: "", language: content.language, ...site });
  return { caption, max_length: CAPTION_MAX, max_hashtags: HASHTAG_MAX };
}

const stepDetail = (progress: Job.Progress, name: string) => progress.run.steps?.findLast((step) => step.name === name)?.detail;

/** Publishing a finished video to one of the domain's Instagram accounts as a Reel, as a paid run. */
export namespace SocialPublish {
  /** The caption offered for a video: from its post, for the owner to edit. */
  export const caption = (contentId: string) => proposedCaption(contentId);

  export const start = fn(PublishInput, async ({ contentId, caption }, instagramId: string) => {
    const userId = useUserId();
    const content = await loadOwnContent(contentId, userId);
    const account = await InstagramAccounts.find(userId, instagramId);
    if (!account || account.domainId !== content.domainId) throw accountNotFound();
    const refused = notPublishable(content);
    if (refused) throw refused;
    if (needsReconnect(account)) throw new VisibleError("conflict", "instagram_reconnect", RECONNECT_MESSAGE);
    instagramApp();
    const text = caption ?? (await proposedCaption(contentId, userId)).caption;
    // Billing and Activity name the run by the owner's name for the agent and the video's post.
    const { data: agent } = await SocialAgentEntity.get({ userId, agentId: content.agentId }).go({ attributes: ["name"] });

    const runId = createId("run");
    await Job.start({
      userId,
      domainId: content.domainId,
      kind: "instagram_publish",
      agentId: content.agentId,
      trigger: "publish",
      runId,
      credits: CREDIT_COSTS.instagram_publish.credits,
      input: {
        content_id: content.contentId,
        instagram_id: account.accountId,
        caption: text,
        post_title: content.postTitle,
        ...(agent?.name ? { agent_name: agent.name } : {}),
      },
      // The video is uploading exactly while its publish run exists; a run that dies ends it (the runner's onFailed).
      with: moveWrites(content, [content.status], "uploading", { publishRunId: runId, instagramAccountId: account.accountId }, ["error"]),
      refused: () => Promise.resolve(new VisibleError("conflict", "content_changed", "This video changed meanwhile. Please try again.")),
    });
    return contentView((await loadContent(userId, contentId))!);
  });

  /**
   * The run: Instagram fetches the stored video through a link that works for an hour, then the
   * content is published with Instagram's media id and permalink. A failure leaves the content
   * as `fail` with Instagram's reason (the hooks' `onFailed`, however the run ends); its video stays, so it can be
   * published again.
   */
  export async function execute(progress: Job.Progress, timing: ReelTiming = REEL_TIMING): Promise<RunResult> {
    const { run } = progress;
    const input = v.parse(PublishRunInput, run.input);
    const content = await loadContent(run.userId, input.content_id);
    if (!content) throw new VisibleError("not_found", "content_not_found", "The video was deleted before it was published.");
    const output = (item: SocialContentItem) => ({
      content_id: item.contentId,
      instagram_id: input.instagram_id,
      media_id: item.instagramMediaId ?? null,
      permalink: item.instagramPermalink ?? null,
    });
    if (content.publishRunId !== run.runId) throw new VisibleError("conflict", "content_changed", "The video was published by another request meanwhile.");
    // An earlier attempt finished the work and died before the run was marked.
    if (content.status === "published") return { output: output(content), provider: "instagram" };
    if (content.status !== "uploading") throw new VisibleError("conflict", "content_changed", "The video changed before it was published.");

    const { account, token } = await InstagramAccounts.forPublishing(run.userId, input.instagram_id);
    const videoUrl = await Media.signedUrl(content.videoKey!, VIDEO_URL_SECONDS);
    const reel = await publishReel(
      {
        account,
        token,
        videoUrl,
        caption: input.caption,
        resume: { containerId: stepDetail(progress, SENDING), mediaId: stepDetail(progress, PUBLISHING) },
        onContainer: (containerId) => progress.step(SENDING, containerId),
        onPublished: (mediaId) => progress.step(PUBLISHING, mediaId),
      },
      timing,
    );
    const published = { instagramMediaId: reel.mediaId, publishedAt: Date.now(), ...(reel.permalink ? { instagramPermalink: reel.permalink } : {}) };
    return {
      output: output({ ...content, ...published }),
      provider: "instagram",
      // The video reads published in the transaction that ends its run succeeded.
      commit: {
        writes: moveWrites(content, ["uploading"], "published", published, reel.permalink ? ["error"] : ["error", "instagramPermalink"]),
        superseded: () => Promise.reject(new VisibleError("conflict", "content_changed", "The video changed before it was published.")),
      },
    };
  }
}
