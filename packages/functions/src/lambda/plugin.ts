import { handle } from "hono/aws-lambda";
import { apiApp } from "../api/app";
import { pluginRoutes } from "../api/areas/plugin";

export const handler = handle(apiApp(pluginRoutes));
