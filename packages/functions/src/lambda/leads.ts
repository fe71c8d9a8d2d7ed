import { handle } from "hono/aws-lambda";
import { apiApp } from "../api/app";
import { leadRoutes } from "../api/areas/leads";

export const app = apiApp(leadRoutes);
export const handler = handle(app);
