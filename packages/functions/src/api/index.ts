// A type-only import of AppType (the dashboard's) type-checks the server code behind it, which reads these resource shapes.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- only a reference is carried into the emitted declarations the dashboard reads; an import would run at runtime
/// <reference path="../../../core/sst-env.d.ts" />
import { Hono } from "hono";
import { auditorRoutes } from "../agents/auditor/routes";
import { competitorRoutes } from "../agents/auditor/competitor-routes";
import { blogRoutes } from "../agents/blog/routes";
import { chatConversationRoutes } from "../agents/chat/conversation-routes";
import { leadRoutes } from "../agents/chat/lead-routes";
import { chatRoutes } from "../agents/chat/routes";
import { widgetRoutes } from "../agents/chat/widget-routes";
import { optimizerRoutes } from "../agents/optimizer/routes";
import { socialRoutes } from "../agents/social/routes";
import { apiApp } from "./app";
import { agentRoutes } from "./areas/agents";
import { analyticsRoutes } from "./areas/analytics";
import { authRoutes } from "./areas/auth";
import { contentRoutes } from "./areas/content";
import { domainRoutes } from "./areas/domain";
import { instagramRoutes } from "./areas/instagram";
import { pluginRoutes } from "./areas/plugin";
import { creditRoutes } from "./areas/credit";
import { paymentRoutes } from "./areas/payment";
import { profileRoutes } from "./areas/profile";
import { referenceRoutes } from "./areas/reference";
import { reportRoutes } from "./areas/reports";
import { searchAnalyticsRoutes } from "./areas/search-analytics";
import { searchConsoleRoutes } from "./areas/search-console";

/** The whole API, as the local server mounts it. */
export function createApi() {
  return apiApp(
    new Hono()
      .route("/", authRoutes)
      .route("/", profileRoutes)
      .route("/", creditRoutes)
      .route("/", paymentRoutes)
      .route("/", domainRoutes)
      .route("/", searchConsoleRoutes)
      .route("/", pluginRoutes)
      .route("/", contentRoutes)
      .route("/", agentRoutes)
      .route("/", blogRoutes)
      .route("/", referenceRoutes)
      .route("/", chatConversationRoutes)
      .route("/", chatRoutes)
      .route("/", socialRoutes)
      .route("/", instagramRoutes)
      .route("/", auditorRoutes)
      .route("/", competitorRoutes)
      .route("/", optimizerRoutes)
      .route("/", searchAnalyticsRoutes)
      .route("/", analyticsRoutes)
      .route("/", reportRoutes)
      .route("/", leadRoutes)
      .route("/", widgetRoutes),
  );
}

/** Every route with its path under /api, for the dashboard's typed client: `import type { AppType } from "@sitecrew/functions/api"`. */
export type AppType = ReturnType<typeof createApi>;
