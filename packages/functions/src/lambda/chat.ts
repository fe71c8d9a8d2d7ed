import { Hono } from "hono";
import { handle } from "hono/aws-lambda";
import { apiApp } from "../api/app";
import { chatRoutes } from "../api/areas/chat";
import { chatTryRoutes } from "../api/areas/chat-try";

export const app = apiApp(new Hono().route("/", chatTryRoutes).route("/", chatRoutes));
export const handler = handle(app);
