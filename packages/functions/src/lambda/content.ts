import { handle } from "hono/aws-lambda";
import { apiApp } from "../api/app";
import { contentRoutes } from "../api/areas/content";

export const app = apiApp(contentRoutes);
export const handler = handle(app);
