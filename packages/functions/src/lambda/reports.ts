import { handle } from "hono/aws-lambda";
import { apiApp } from "../api/app";
import { reportRoutes } from "../api/areas/reports";

export const app = apiApp(reportRoutes);
export const handler = handle(app);
