import { Hono } from "hono";
import { handle } from "hono/aws-lambda";
import { apiApp } from "../api/app";
import { chatRoutes } from "../api/areas/chat";
import { chatConversationRoutes } from "../api/areas/chat-conversations";

export const app = apiApp(new Hono().route("/", chatConversationRoutes).route("/", chatRoutes));
export const handler = handle(app);
