import { Hono } from "hono";
import { handle } from "hono/aws-lambda";
import { apiApp } from "../../api/app";
import { chatRoutes } from "./routes";
import { chatConversationRoutes } from "./conversation-routes";

export const app = apiApp(new Hono().route("/", chatConversationRoutes).route("/", chatRoutes));
export const handler = handle(app);
