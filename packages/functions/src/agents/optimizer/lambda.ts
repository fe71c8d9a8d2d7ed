import { handle } from "hono/aws-lambda";
import { apiApp } from "../../api/app";
import { optimizerRoutes } from "./routes";

export const app = apiApp(optimizerRoutes);
export const handler = handle(app);
