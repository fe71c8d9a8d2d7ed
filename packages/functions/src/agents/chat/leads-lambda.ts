import { handle } from "hono/aws-lambda";
import { apiApp } from "../../api/app";
import { leadRoutes } from "./lead-routes";

export const app = apiApp(leadRoutes);
export const handler = handle(app);
