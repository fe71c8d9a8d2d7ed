import { handle } from "hono/aws-lambda";
import { apiApp } from "../api/app";
import { domainRoutes } from "../api/areas/domain";

export const app = apiApp(domainRoutes);
export const handler = handle(app);
