import { Resource } from "sst";
import { type InstagramChoice, instagramChoice } from "../adapters";
import { VisibleError } from "../error";

export type { InstagramChoice } from "../adapters";

/** The Graph API version every versioned call names. */
export const GRAPH_VERSION = "v23.0";

export type InstagramApp = Exclude<InstagramChoice, { adapter: "unavailable" }>;

// Read on every use, not kept: tests point the adapter at a double they start in `beforeAll`.
export function instagramApp(): InstagramApp {
  const choice = instagramChoice();
  if (choice.adapter === "unavailable") throw new VisibleError("unavailable", "instagram_unavailable", "Instagram is not set up on this server.");
  return choice;
}

/** Where Instagram sends the owner back after the consent page: this API's public callback. */
export const redirectUri = () => `${Resource.Site.url.replace(/\/+$/, "")}/api/instagram/callback`;
