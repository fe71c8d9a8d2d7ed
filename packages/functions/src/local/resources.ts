import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { localQueues, queueUrl } from "./queues";
import type { Services } from "./services";

export interface LocalResources {
  table: string;
  buckets: string[];
  queues: typeof localQueues;
  env: Record<string, string>;
}

interface LocalSecrets {
  jwtSecret: string;
  twoFactorKey: string;
  stripeWebhookSecret: string;
}

/** Secrets are generated once per data directory so sessions and 2FA survive a restart. */
async function loadSecrets(dataDir: string | undefined): Promise<LocalSecrets> {
  const fresh = (): LocalSecrets => ({
    jwtSecret: randomBytes(32).toString("base64url"),
    twoFactorKey: randomBytes(32).toString("base64url"),
    stripeWebhookSecret: `whsec_${randomBytes(24).toString("base64url")}`,
  });
  if (!dataDir) return fresh();
  const file = join(dataDir, "secrets.json");
  const stored = (existsSync(file) ? JSON.parse(await readFile(file, "utf8")) : {}) as Partial<LocalSecrets>;
  const secrets = { ...fresh(), ...stored };
  // Secrets added by a newer version are generated once and kept with the others.
  if (Object.keys(secrets).some((name) => !(name in stored))) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

/**
 * The environment that makes `Resource.X` and the AWS SDK point at the local services,
 * exactly as SST's links and the Lambda runtime do in the cloud.
 */
export async function localResources(options: {
  services: Pick<Services, "dynamoEndpoint" | "s3Endpoint" | "sqsEndpoint">;
  dataDir?: string;
  siteUrl: string;
  outbox: string;
}): Promise<LocalResources> {
  const secrets = await loadSecrets(options.dataDir);
  const table = "sitecrew";
  const avatars = "sitecrew-avatars";
  const resource = (value: Record<string, unknown>) => JSON.stringify(value);
  return {
    table,
    buckets: [avatars],
    queues: localQueues,
    env: {
      ...Object.fromEntries(
        localQueues.map((queue) => [
          `SST_RESOURCE_${queue.resource}`,
          resource({ url: queueUrl(options.services.sqsEndpoint, queue.name), type: "sst.aws.Queue" }),
        ]),
      ),
      AWS_REGION: "us-east-1",
      // s3rver accepts only its own default key pair; the other emulators accept any.
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
      AWS_ENDPOINT_URL_DYNAMODB: options.services.dynamoEndpoint,
      AWS_ENDPOINT_URL_S3: options.services.s3Endpoint,
      AWS_ENDPOINT_URL_SQS: options.services.sqsEndpoint,
      // s3rver predates the SDK's default streaming checksums.
      AWS_REQUEST_CHECKSUM_CALCULATION: "when_required",
      AWS_RESPONSE_CHECKSUM_VALIDATION: "when_required",
      SST_RESOURCE_App: resource({ name: "sitecrew", stage: "local" }),
      SST_RESOURCE_Table: resource({ name: table, type: "sst.aws.Dynamo" }),
      SST_RESOURCE_Avatars: resource({ name: avatars, type: "sst.aws.Bucket" }),
      SST_RESOURCE_JwtSecret: resource({ value: secrets.jwtSecret, type: "sst.sst.Secret" }),
      SST_RESOURCE_TwoFactorKey: resource({ value: secrets.twoFactorKey, type: "sst.sst.Secret" }),
      SST_RESOURCE_Email: resource({ sender: "SiteCrew <no-reply@localhost>", outbox: options.outbox, type: "sst.aws.Email" }),
      SST_RESOURCE_Site: resource({ url: options.siteUrl, type: "sst.sst.Linkable" }),
      // Real Stripe test mode when both keys are set; otherwise the local checkout signs with its own secret.
      SST_RESOURCE_StripeSecretKey: resource({ value: process.env.STRIPE_SECRET_KEY ?? "", type: "sst.sst.Secret" }),
      // Only the cloud providers read it; offline (the default) needs no key.
      SST_RESOURCE_AiApiKey: resource({ value: process.env.AI_API_KEY ?? "", type: "sst.sst.Secret" }),
      // Empty unless set, as in the cloud: videos then come from the Kie.ai double or the post's
      // pictures, Instagram from its double, competitors only from the owner's list.
      SST_RESOURCE_KieApiKey: resource({ value: process.env.KIE_API_KEY ?? "", type: "sst.sst.Secret" }),
      // The OpenAI-compatible images endpoint's key, for IMAGE_PROVIDER=openai-compatible.
      SST_RESOURCE_ImageApiKey: resource({ value: process.env.IMAGE_API_KEY ?? "", type: "sst.sst.Secret" }),
      SST_RESOURCE_InstagramAppId: resource({ value: process.env.INSTAGRAM_APP_ID ?? "", type: "sst.sst.Secret" }),
      SST_RESOURCE_InstagramAppSecret: resource({ value: process.env.INSTAGRAM_APP_SECRET ?? "", type: "sst.sst.Secret" }),
      SST_RESOURCE_SearchApiKey: resource({ value: process.env.SEARCH_API_KEY ?? "", type: "sst.sst.Secret" }),
      // Empty unless set: audits then measure pages with Lighthouse in the local Chromium.
      SST_RESOURCE_PageSpeedApiKey: resource({ value: process.env.PAGESPEED_API_KEY ?? "", type: "sst.sst.Secret" }),
      // Empty unless set: Search Console then connects to its local double.
      SST_RESOURCE_GoogleClientId: resource({ value: process.env.GOOGLE_CLIENT_ID ?? "", type: "sst.sst.Secret" }),
      SST_RESOURCE_GoogleClientSecret: resource({ value: process.env.GOOGLE_CLIENT_SECRET ?? "", type: "sst.sst.Secret" }),
      SST_RESOURCE_StripeWebhookSecret: resource({
        value: process.env.STRIPE_WEBHOOK_SECRET ?? secrets.stripeWebhookSecret,
        type: "sst.sst.Secret",
      }),
    },
  };
}
