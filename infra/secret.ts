export const secret = {
  JwtSecret: new sst.Secret("JwtSecret"),
  TwoFactorKey: new sst.Secret("TwoFactorKey"),
  StripeSecretKey: new sst.Secret("StripeSecretKey"),
  StripeWebhookSecret: new sst.Secret("StripeWebhookSecret"),
  // Empty unless set: the offline writer and Bedrock (IAM credentials) need no key.
  AiApiKey: new sst.Secret("AiApiKey", ""),
};
