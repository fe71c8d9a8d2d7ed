import { Media } from "../media";
import { guardedFetch, stagePolicy } from "../net/guarded-fetch";

const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
const PICTURE_TIMEOUT_MS = 10_000;
const PICTURE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/svg+xml"]);
/** Presigned links last this long; the dashboard asks for the list again well before. */
const PICTURE_LINK_SECONDS = 60 * 60;

export const pictureKey = (userId: string, accountId: string) => `instagram/${userId}/${accountId}/picture`;

/**
 * Keeps a copy of the account's profile picture in the files bucket, so the dashboard shows it from
 * the one image origin its policy allows instead of Instagram's CDN (whose links expire anyway).
 * A picture that cannot be fetched is simply not shown.
 */
export async function keepPicture(userId: string, accountId: string, url: string | undefined): Promise<boolean> {
  if (!url) return false;
  try {
    const response = await guardedFetch(
      url,
      { headers: { accept: "image/*" } },
      { policy: stagePolicy(), timeoutMs: PICTURE_TIMEOUT_MS, maxBytes: PICTURE_MAX_BYTES },
    );
    const type = String(response.headers["content-type"] ?? "")
      .split(";")[0]!
      .trim()
      .toLowerCase();
    if (response.status !== 200 || !PICTURE_TYPES.has(type) || !response.body.length) return false;
    await Media.put(pictureKey(userId, accountId), response.body, type);
    return true;
  } catch {
    return false;
  }
}

export const pictureLink = (userId: string, accountId: string) => Media.signedUrl(pictureKey(userId, accountId), PICTURE_LINK_SECONDS);

export const removePicture = (userId: string, accountId: string) => Media.removePrefix(pictureKey(userId, accountId));
