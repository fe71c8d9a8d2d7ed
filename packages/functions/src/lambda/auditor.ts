import { handle } from "hono/aws-lambda";
import { apiApp } from "../api/app";
import { auditorRoutes } from "../api/areas/auditor";

export const app = apiApp(auditorRoutes);
export const handler = handle(app);
