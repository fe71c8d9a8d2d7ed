import { VisibleError } from "../error";
import type { InstagramAccountItem } from "./account.entity";
import { InstagramAccounts } from "./accounts";
import { type InstagramApp, instagramApp } from "./config";
import { Graph, InstagramError } from "./graph";
import { RECONNECT_MESSAGE } from "./token";

/** How often the container's status is read, and how long processing may take. */
export interface ReelTiming {
  pollMs: number;
  timeoutMs: number;
}

export const REEL_TIMING: ReelTiming = { pollMs: 5_000, timeoutMs: 4 * 60_000 };

export interface PublishReel {
  account: Pick<InstagramAccountItem, "userId" | "accountId" | "igUserId" | "refreshAfter">;
  token: string;
  videoUrl: string;
  caption: string;
  /** What an earlier attempt of the same run got as far as: its container, or the published media. */
  resume?: { containerId?: string; mediaId?: string };
  /** Called as soon as Instagram answers, so a later attempt can resume instead of posting twice. */
  onContainer?(containerId: string): Promise<void>;
  onPublished?(mediaId: string): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function checkQuota(app: InstagramApp, igUserId: string, token: string) {
  const limit = await Graph.publishingLimit(app, igUserId, token);
  if (limit.used < limit.total) return;
  const hours = Math.round(limit.windowSeconds / 3600);
  throw new InstagramError(`Instagram's publishing limit for this account is used up (${limit.total} posts in ${hours} hours). Try again later.`);
}

/** Reads the container's status until Instagram has processed the video; a brief loss of answer is waited out. */
async function processed(app: InstagramApp, containerId: string, token: string, timing: ReelTiming) {
  const until = Date.now() + timing.timeoutMs;
  for (;;) {
    const status = await Graph.containerStatus(app, containerId, token).catch((error: unknown) => {
      if (error instanceof InstagramError && error.unreachable) return undefined;
      throw error;
    });
    if (status?.code === "FINISHED") return;
    if (status?.code === "ERROR" || status?.code === "EXPIRED")
      throw new InstagramError(`Instagram could not process the video: ${status.text || status.code}`);
    if (status?.code === "PUBLISHED")
      throw new InstagramError("Instagram says this upload was published already. Publish the video again to post it once more.");
    if (Date.now() + timing.pollMs > until) throw new InstagramError("Instagram took too long to process the video. Try publishing it again.");
    await sleep(timing.pollMs);
  }
}

/**
 * Publishes a video as a Reel: checks the account's publishing limit, creates the REELS container
 * (Instagram fetches the video from `videoUrl`), waits until Instagram has processed it, publishes
 * it and reads its permalink. A token Instagram refuses marks the account for reconnection.
 */
export async function publishReel(request: PublishReel, timing: ReelTiming = REEL_TIMING) {
  const app = instagramApp();
  const { account, token } = request;
  try {
    let mediaId = request.resume?.mediaId;
    if (!mediaId) {
      await checkQuota(app, account.igUserId, token);
      let containerId = request.resume?.containerId;
      if (!containerId) {
        containerId = await Graph.createReel(app, account.igUserId, token, { videoUrl: request.videoUrl, caption: request.caption });
        await request.onContainer?.(containerId);
      }
      await processed(app, containerId, token, timing);
      mediaId = await Graph.publish(app, account.igUserId, token, containerId);
      await request.onPublished?.(mediaId);
    }
    const permalink = await Graph.permalink(app, mediaId, token);
    return { mediaId, permalink: permalink ?? null };
  } catch (error) {
    if (error instanceof InstagramError && error.tokenRefused) {
      await InstagramAccounts.markReconnect(account);
      throw new VisibleError("conflict", "instagram_reconnect", RECONNECT_MESSAGE);
    }
    throw error;
  }
}
