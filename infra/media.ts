import { imageEnvironment, imageSecrets } from "./images";
import { aiEnvironment, bedrockPermissions } from "./ai";
import { queueWithDeadLetter } from "./queue";
import { pageSpeedSecrets, searchSecrets, secret, socialProviderSecrets } from "./secret";
import { avatars, table } from "./storage";
import { site } from "./web";

/**
 * Social videos and blog posts' featured images render, and SEO audits measure pages with Lighthouse, in a container, not a Lambda: the image installs the same Debian ffmpeg
 * (with libass), espeak-ng and Noto fonts (every script of the 22 languages) as the local stack,
 * so a video renders in the cloud exactly as in development; a render of a minute of video wants
 * two vCPUs for a minute or more; and a run that waits on a video model may take longer than a
 * Lambda may live. The worker is the same queue consumer the local stack runs.
 */
const media = queueWithDeadLetter("Media", "15 minutes");
export const mediaQueue = media.queue;

media.deadLetter.subscribe(
  {
    handler: "packages/functions/src/worker/run-dead-letter.handler",
    runtime: "nodejs22.x",
    link: [table],
    timeout: "1 minute",
  },
  { batch: { partialResponses: true } },
);

const vpc = new sst.aws.Vpc("MediaVpc");
const cluster = new sst.aws.Cluster("MediaCluster", { vpc });

new sst.aws.Service("MediaWorker", {
  cluster,
  image: { context: ".", dockerfile: "infra/media-worker.Dockerfile" },
  cpu: "2 vCPU",
  memory: "4 GB",
  // Blog runs come here too (their featured image is drawn with ffmpeg), and SEO audits (Lighthouse runs Chromium):
  // they link what the run worker links for them, the web search key included.
  link: [table, avatars, site, mediaQueue, secret.AiApiKey, ...socialProviderSecrets, ...imageSecrets, ...searchSecrets, ...pageSpeedSecrets],
  environment: {
    ...aiEnvironment,
    // The featured image's model.
    ...imageEnvironment,
    // The voices the dashboard offers in the cloud are Polly's; the worker narrates with the same engine.
    SPEECH_PROVIDER: "polly",
  },
  permissions: [{ actions: ["polly:SynthesizeSpeech"], resources: ["*"] }, ...bedrockPermissions],
  // One render per container at a time; more containers while the queue keeps them busy.
  scaling: { min: 1, max: 4, cpuUtilization: 60, memoryUtilization: false },
});
