import { benchAccountTiming } from "./account-timing";
import { benchContendedHolds } from "./contended-holds";
import { benchLambdaBundles } from "./lambda-bundles";
import { benchListPages } from "./list-pages";
import { benchRequestOverhead } from "./request-overhead";
import { benchWebInitialJs } from "./web-initial-js";

const sections: Record<string, () => Promise<void>> = {
  lambda: benchLambdaBundles,
  request: benchRequestOverhead,
  web: benchWebInitialJs,
  holds: benchContendedHolds,
  lists: benchListPages,
  accounts: benchAccountTiming,
};

// `npm run bench -- lambda web` runs only the named sections.
// The AWS SDK warns about Node 20 on every fresh process; the Lambdas run Node 22.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

const only = process.argv.slice(2);
for (const [name, run] of Object.entries(sections)) {
  if (only.length && !only.includes(name)) continue;
  await run();
}
