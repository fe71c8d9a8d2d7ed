import { handle } from "hono/aws-lambda";
import { apiApp } from "../../api/app";
import { widgetRoutes } from "./widget-routes";

export const app = apiApp(widgetRoutes);
export const handler = handle(app);
