import { API_PREFIX, areas } from "../packages/functions/src/api/manifest";
import { email } from "./email";
import { secret } from "./secret";
import { avatars, table } from "./storage";
import { router, site } from "./web";

const link = [table, avatars, ...Object.values(secret), email, site];

// The browser reaches the API only through the router, on the dashboard's own origin.
export const api = new sst.aws.ApiGatewayV2("Api", { cors: false });

for (const [name, area] of Object.entries(areas)) {
  const files = "files" in area ? area.files : undefined;
  const fn = new sst.aws.Function(`Api${name[0].toUpperCase()}${name.slice(1)}`, {
    handler: area.handler,
    runtime: "nodejs22.x",
    architecture: "x86_64",
    memory: "1024 MB",
    timeout: "20 seconds",
    nodejs: {
      // A native module: esbuild cannot bundle its .node binary, so it ships as a package.
      install: ["@node-rs/argon2"],
      // Rarely used clients (S3, SES, QR) load from their own chunks on first use; ESM entry
      // points let esbuild drop the unused parts of the AWS SDK. npm run bench measures this.
      splitting: true,
      esbuild: { mainFields: ["module", "main"] },
    },
    link,
    copyFiles: files ? [{ from: files.from, to: files.to }] : undefined,
    // Relative to the function's working directory, where copyFiles puts them.
    environment: files ? { [files.env]: files.to } : undefined,
  });
  // Typed as `arn:...` so the route reuses this function instead of building one per route.
  const arn = fn.arn.apply((value) => value as `arn:${string}`);
  for (const route of area.routes) api.route(toGatewayRoute(route), arn);
}

router.route(API_PREFIX, api.url);

/** "GET /files/avatars/*" -> "GET /api/files/avatars/{proxy+}" */
function toGatewayRoute(route: string) {
  const [method, path] = route.split(" ");
  return `${method} ${API_PREFIX}${path.replace(/\/\*$/, "/{proxy+}")}`;
}
