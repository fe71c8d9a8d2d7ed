import { apiApp } from "./app";
import { authRoutes } from "./areas/auth";
import { contentRoutes } from "./areas/content";
import { domainRoutes } from "./areas/domain";
import { pluginRoutes } from "./areas/plugin";
import { creditRoutes } from "./areas/credit";
import { paymentRoutes } from "./areas/payment";
import { profileRoutes } from "./areas/profile";

/** The whole API, as the local server mounts it. */
export function createApi() {
  return apiApp(authRoutes, profileRoutes, creditRoutes, paymentRoutes, domainRoutes, pluginRoutes, contentRoutes);
}
