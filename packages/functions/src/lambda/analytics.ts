import { handle } from "hono/aws-lambda";
import { apiApp } from "../api/app";
import { analyticsRoutes } from "../api/areas/analytics";

export const app = apiApp(analyticsRoutes);
export const handler = handle(app);
