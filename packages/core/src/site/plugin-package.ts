import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { Resource } from "sst";
import { shippedPluginDir } from "../adapters";
import { zip } from "../util/zip";

export const PLUGIN_SLUG = "sitecrew-connector";
export const PLUGIN_FILENAME = `${PLUGIN_SLUG}.zip`;

// In the cloud the function bundle carries a copy of the plugin (see infra/api.ts).
const pluginDir = () => shippedPluginDir() ?? fileURLToPath(new URL(`../../../wordpress-plugin/${PLUGIN_SLUG}`, import.meta.url));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]))),
  );
  return nested.flat().sort();
}

/** PHP single-quoted string literal. */
const phpString = (value: string) => `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;

/** This installation's API address, written into the zip so the site owner only pastes the key. */
export function pluginConfig(apiUrl: string) {
  return `<?php\n// Written by SiteCrew when this copy was downloaded. A SITECREW_API_URL set in wp-config.php wins.\nif (!defined('ABSPATH')) {\n    exit;\n}\nif (!defined('SITECREW_API_URL')) {\n    define('SITECREW_API_URL', ${phpString(apiUrl)});\n}\n`;
}

let sources: Promise<Array<{ name: string; data: Buffer }>> | undefined;

/** The plugin as a zip WordPress can upload: one top-level folder, the config file added. */
export async function pluginZip(apiUrl = `${Resource.Site.url.replace(/\/$/, "")}/api`) {
  const dir = pluginDir();
  sources ??= filesUnder(dir).then((files) =>
    Promise.all(
      files
        .filter((file) => !file.endsWith(`${sep}sitecrew-config.php`))
        .map(async (file) => ({ name: `${PLUGIN_SLUG}/${relative(dir, file).split(sep).join("/")}`, data: await readFile(file) })),
    ),
  );
  const files = await sources.catch((error: unknown) => {
    sources = undefined;
    throw error;
  });
  return zip([...files, { name: `${PLUGIN_SLUG}/sitecrew-config.php`, data: Buffer.from(pluginConfig(apiUrl)) }]);
}
