import { Hono } from "hono";
import { handle } from "hono/aws-lambda";
import { apiApp } from "../../api/app";
import { blogRoutes } from "./routes";
import { referenceRoutes } from "../../api/areas/reference";

export const app = apiApp(new Hono().route("/", blogRoutes).route("/", referenceRoutes));
export const handler = handle(app);
