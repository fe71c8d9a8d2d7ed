import { handle } from "hono/aws-lambda";
import { apiApp } from "../api/app";
import { profileRoutes } from "../api/areas/profile";

export const app = apiApp(profileRoutes);
export const handler = handle(app);
