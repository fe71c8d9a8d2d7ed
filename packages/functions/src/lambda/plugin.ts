import { handle } from "hono/aws-lambda";
import { apiApp } from "../api/app";
import { pluginRoutes } from "../api/areas/plugin";

export const app = apiApp(pluginRoutes);
export const handler = handle(app);
