import { handle } from "hono/aws-lambda";
import { apiApp } from "../api/app";
import { domainRoutes } from "../api/areas/domain";

export const handler = handle(apiApp(domainRoutes));
