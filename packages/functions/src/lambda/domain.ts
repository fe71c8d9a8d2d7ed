import { Hono } from "hono";
import { handle } from "hono/aws-lambda";
import { apiApp } from "../api/app";
import { domainRoutes } from "../api/areas/domain";
import { searchConsoleRoutes } from "../api/areas/search-console";

export const app = apiApp(new Hono().route("/", domainRoutes).route("/", searchConsoleRoutes));
export const handler = handle(app);
