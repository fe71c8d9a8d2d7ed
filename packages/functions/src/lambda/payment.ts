import { handle } from "hono/aws-lambda";
import { apiApp } from "../api/app";
import { paymentRoutes } from "../api/areas/payment";

export const app = apiApp(paymentRoutes);
export const handler = handle(app);
