import { Resource } from "sst";
import { VisibleError } from "../error";
import { LOCAL_INSTAGRAM_APP } from "./schema";

/** The Graph API version every versioned call names. */
export const GRAPH_VERSION = "v23.0";


export interface InstagramHosts {
  /** The consent page. */
  authorize: string;
  /** The code-for-token exchange. */
  oauth: string;
  /** Long-lived tokens, their refresh, and the Graph API. */
  graph: string;
}

export type InstagramChoice =
  | { adapter: "instagram" | "double"; appId: string; appSecret: string; hosts: InstagramHosts }
  | { adapter: "unavailable" };

/**
 * An app id and secret mean the real Instagram; without them, the local double's URL (it serves
 * all three hosts under one address); with neither, Instagram is not available here.
 */
export function chooseInstagram(config: { appId?: string; appSecret?: string; doubleUrl?: string }): InstagramChoice {
  if (config.appId && config.appSecret) {
    return {
      adapter: "instagram",
      appId: config.appId,
      appSecret: config.appSecret,
      hosts: { authorize: "https://www.instagram.com", oauth: "https://api.instagram.com", graph: "https://graph.instagram.com" },
    };
  }
  const double = config.doubleUrl?.trim().replace(/\/+$/, "");
  if (double) return { adapter: "double", appId: LOCAL_INSTAGRAM_APP.id, appSecret: LOCAL_INSTAGRAM_APP.secret, hosts: { authorize: double, oauth: double, graph: double } };
  return { adapter: "unavailable" };
}

export type InstagramApp = Exclude<InstagramChoice, { adapter: "unavailable" }>;

// Read on every use, not kept: tests point the adapter at a double they start in `beforeAll`.
export function instagramApp(): InstagramApp {
  const choice = chooseInstagram({
    appId: process.env.INSTAGRAM_APP_ID,
    appSecret: process.env.INSTAGRAM_APP_SECRET,
    doubleUrl: process.env.INSTAGRAM_API_URL,
  });
  if (choice.adapter === "unavailable") throw new VisibleError("unavailable", "instagram_unavailable", "Instagram is not set up on this server.");
  return choice;
}

/** Where Instagram sends the owner back after the consent page: this API's public callback. */
export const redirectUri = () => `${Resource.Site.url.replace(/\/+$/, "")}/api/instagram/callback`;
