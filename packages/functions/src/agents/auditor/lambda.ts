import { Hono } from "hono";
import { handle } from "hono/aws-lambda";
import { apiApp } from "../../api/app";
import { competitorRoutes } from "./competitor-routes";
import { auditorRoutes } from "./routes";

export const app = apiApp(new Hono().route("/", auditorRoutes).route("/", competitorRoutes));
export const handler = handle(app);
