export const secret = {
  JwtSecret: new sst.Secret("JwtSecret"),
  TwoFactorKey: new sst.Secret("TwoFactorKey"),
  StripeSecretKey: new sst.Secret("StripeSecretKey"),
  StripeWebhookSecret: new sst.Secret("StripeWebhookSecret"),
  AiApiKey: new sst.Secret("AiApiKey"),
};
