import { Hono } from "hono";
import { handle } from "hono/aws-lambda";
import { apiApp } from "../api/app";
import { analyticsRoutes } from "../api/areas/analytics";
import { searchAnalyticsRoutes } from "../api/areas/search-analytics";

export const app = apiApp(new Hono().route("/", searchAnalyticsRoutes).route("/", analyticsRoutes));
export const handler = handle(app);
