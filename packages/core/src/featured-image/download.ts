import { guardedFetch, OutboundError, stagePolicy } from "../net/guarded-fetch";
import { ImageProviderError } from "./provider";

// A generated PNG at 2K is a few megabytes; a larger answer is not a picture we asked for.
export const MAX_PICTURE_BYTES = 25 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 60_000;

/** Fetches a generated picture from the address the model gave, through the guarded client: it names a host we do not control. */
export async function downloadPicture(url: string) {
  let response;
  try {
    response = await guardedFetch(
      url,
      { headers: { accept: "image/*" } },
      { policy: stagePolicy(), timeoutMs: DOWNLOAD_TIMEOUT_MS, maxBytes: MAX_PICTURE_BYTES },
    );
  } catch (error) {
    if (error instanceof OutboundError && error.reason === "too_large") {
      throw new ImageProviderError(`The picture is larger than ${MAX_PICTURE_BYTES / 1024 / 1024} MB, so it was not used.`);
    }
    throw new ImageProviderError(`The picture could not be downloaded: ${error instanceof Error ? error.message : String(error)}.`);
  }
  if (response.status !== 200) throw new ImageProviderError(`The picture could not be downloaded (HTTP ${response.status}).`);
  return response.body;
}
