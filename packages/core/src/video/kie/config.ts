export const KIE_API_URL = "https://api.kie.ai";

/** What the local double accepts as a key: it stands in for an account, it does not check one. */
export const LOCAL_DOUBLE_KEY = "local-double";

export type KieConfig = { apiKey: string; baseUrl: string };

/**
 * A key means Kie.ai (at `doubleUrl` when one is given, so tests can send a wrong key to the
 * double); without a key, the local double's URL; with neither, videos are rendered locally.
 */
export function chooseKie(config: { apiKey?: string; doubleUrl?: string }): KieConfig | undefined {
  const apiKey = config.apiKey?.trim();
  const doubleUrl = config.doubleUrl?.trim();
  if (apiKey) return { apiKey, baseUrl: doubleUrl || KIE_API_URL };
  if (doubleUrl) return { apiKey: LOCAL_DOUBLE_KEY, baseUrl: doubleUrl };
  return undefined;
}

/** Read on every call: the local runner sets KIE_API_URL when it starts the double, after core loads. */
export const kieConfig = () => chooseKie({ apiKey: process.env.KIE_API_KEY, doubleUrl: process.env.KIE_API_URL });

/** Whether scenes come from a video model (renderer "kie") or from the post's own pictures ("local"). */
export const kieConfigured = () => kieConfig() !== undefined;
