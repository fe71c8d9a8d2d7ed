import { secret } from "./secret";

/**
 * Which image model makes blog posts' featured images, read from the deploying shell: IMAGE_PROVIDER
 * when set, else Kie.ai's image models when its key is set (the same key as its video models),
 * else the offline title card. Given to whatever prices a post (the blog area, the schedule) and to
 * the worker that makes it, so a post's price and its image agree.
 */
export const imageEnvironment = {
  IMAGE_PROVIDER: process.env.IMAGE_PROVIDER ?? secret.KieApiKey.value.apply((key) => (key ? "kie" : "offline")),
  ...(process.env.IMAGE_MODEL ? { IMAGE_MODEL: process.env.IMAGE_MODEL } : {}),
  ...(process.env.IMAGE_BASE_URL ? { IMAGE_BASE_URL: process.env.IMAGE_BASE_URL } : {}),
};

/** The OpenAI-compatible images endpoint's key, linked only to the worker that makes featured images. */
export const imageSecrets = [secret.ImageApiKey];
