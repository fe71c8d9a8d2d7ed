import { handle } from "hono/aws-lambda";
import { apiApp } from "../api/app";
import { agentRoutes } from "../api/areas/agents";

export const app = apiApp(agentRoutes);
export const handler = handle(app);
