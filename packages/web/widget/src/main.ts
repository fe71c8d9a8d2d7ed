import { WidgetApi } from "./api";
import { Memory, sessionStore } from "./memory";
import { mountWidget } from "./widget";

/**
 * The chat widget an owner pastes into their site:
 *   <script src="https://<dashboard>/widget.js" data-sitecrew-chat="wgt_..." async></script>
 * It talks to the API on the origin it was loaded from and shows nothing when the agent cannot
 * be shown on this page.
 */
const LOADED = Symbol.for("sitecrew.chat");
const WIDGET_KEY = /^wgt_[0-9a-z]{26}$/;

// Read while the script runs: currentScript is null once anything is awaited.
const script = (document.currentScript as HTMLScriptElement | null) ?? document.querySelector<HTMLScriptElement>("script[data-sitecrew-chat]");

function bodyReady(): Promise<void> {
  return document.body ? Promise.resolve() : new Promise((resolve) => document.addEventListener("DOMContentLoaded", () => resolve(), { once: true }));
}

async function start() {
  const page = window as unknown as Record<symbol, boolean>;
  // A second copy of the embed code on the same page would show a second bubble.
  if (page[LOADED]) return;
  page[LOADED] = true;
  const key = script?.dataset.sitecrewChat?.trim() ?? "";
  const api = script?.src && WIDGET_KEY.test(key) ? new WidgetApi(script.src, key) : null;
  const config = await api?.config();
  if (!api || !config) {
    console.warn("SiteCrew chat: this chat is not available on this page.");
    return;
  }
  await bodyReady();
  mountWidget(api, config, new Memory(sessionStore(), key));
}

void start();
