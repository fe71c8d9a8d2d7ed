import { handle } from "hono/aws-lambda";
import { apiApp } from "../api/app";
import { creditRoutes } from "../api/areas/credit";

export const app = apiApp(creditRoutes);
export const handler = handle(app);
