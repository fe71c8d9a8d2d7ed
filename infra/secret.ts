export const secret = {
  JwtSecret: new sst.Secret("JwtSecret"),
  TwoFactorKey: new sst.Secret("TwoFactorKey"),
  StripeSecretKey: new sst.Secret("StripeSecretKey"),
  StripeWebhookSecret: new sst.Secret("StripeWebhookSecret"),
  // Empty unless set: the offline writer and Bedrock (IAM credentials) need no key.
  AiApiKey: new sst.Secret("AiApiKey", ""),
  // Empty unless set: without a Kie.ai key videos are made by the local renderer from the post's images.
  KieApiKey: new sst.Secret("KieApiKey", ""),
  // Empty unless set: the key of an OpenAI-compatible images endpoint (IMAGE_PROVIDER=openai-compatible).
  ImageApiKey: new sst.Secret("ImageApiKey", ""),
  // Empty unless set: without a Meta app, connecting Instagram answers that it is not set up.
  InstagramAppId: new sst.Secret("InstagramAppId", ""),
  InstagramAppSecret: new sst.Secret("InstagramAppSecret", ""),
  // Empty unless set: without a web-search key the auditor uses only the competitors the owner listed.
  SearchApiKey: new sst.Secret("SearchApiKey", ""),
  // Empty unless set: without a PageSpeed Insights key the media worker measures pages with its own Chromium.
  PageSpeedApiKey: new sst.Secret("PageSpeedApiKey", ""),
  // Empty unless set: without a Google OAuth client, connecting Search Console answers that it is not set up.
  GoogleClientId: new sst.Secret("GoogleClientId", ""),
  GoogleClientSecret: new sst.Secret("GoogleClientSecret", ""),
};

/** The video model's key and the Meta app, linked to the code that reads them (Generate, the media worker, Instagram). */
export const socialProviderSecrets = [secret.KieApiKey, secret.InstagramAppId, secret.InstagramAppSecret];

/** The web-search key the auditor discovers competitors with (the form says whether it can). */
export const searchSecrets = [secret.SearchApiKey];

/** The PageSpeed Insights key the workers that run audits measure pages with. */
export const pageSpeedSecrets = [secret.PageSpeedApiKey];

/** The Google OAuth client that connects Search Console and syncs its figures. */
export const googleSecrets = [secret.GoogleClientId, secret.GoogleClientSecret];
