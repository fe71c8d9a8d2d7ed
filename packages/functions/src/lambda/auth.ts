import { handle } from "hono/aws-lambda";
import { apiApp } from "../api/app";
import { authRoutes } from "../api/areas/auth";

export const app = apiApp(authRoutes);
export const handler = handle(app);
