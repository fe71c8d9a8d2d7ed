import { benchLambdaBundles } from "./lambda-bundles";
import { benchRequestOverhead } from "./request-overhead";
import { benchWebInitialJs } from "./web-initial-js";

const sections: Record<string, () => Promise<void>> = {
  lambda: benchLambdaBundles,
  request: benchRequestOverhead,
  web: benchWebInitialJs,
};

// `npm run bench -- lambda web` runs only the named sections.
const only = process.argv.slice(2);
for (const [name, run] of Object.entries(sections)) {
  if (only.length && !only.includes(name)) continue;
  await run();
}
