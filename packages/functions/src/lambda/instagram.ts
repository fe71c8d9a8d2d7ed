import { Hono } from "hono";
import { handle } from "hono/aws-lambda";
import { apiApp } from "../api/app";
import { instagramRoutes } from "../api/areas/instagram";

export const app = apiApp(new Hono().route("/", instagramRoutes));
export const handler = handle(app);
