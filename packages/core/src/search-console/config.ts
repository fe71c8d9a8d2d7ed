import { Resource } from "sst";
import { googleChoice, type GoogleChoice } from "../adapters";
import { VisibleError } from "../error";
import { CALLBACK_PATH } from "./schema";

export type GoogleApp = Exclude<GoogleChoice, { adapter: "unavailable" }>;

// Read on every use, not kept: tests point the adapter at a double they start in `beforeAll`.
export function googleApp(): GoogleApp {
  const choice = googleChoice();
  if (choice.adapter === "unavailable")
    throw new VisibleError("unavailable", "search_console_unavailable", "Google Search Console is not set up on this server.");
  return choice;
}

/** Where Google sends the owner back after the consent page: this API's public callback. */
export const redirectUri = () => `${Resource.Site.url.replace(/\/+$/, "")}${CALLBACK_PATH}`;
