import { handle } from "hono/aws-lambda";
import { apiApp } from "../api/app";
import { runRoutes } from "../api/areas/runs";

export const app = apiApp(runRoutes);
export const handler = handle(app);
