import { Hono } from "hono";
import { handle } from "hono/aws-lambda";
import { apiApp } from "../../api/app";
import { socialRoutes } from "./routes";

export const app = apiApp(new Hono().route("/", socialRoutes));
export const handler = handle(app);
