import { Hono } from "hono";

/** The owner talking to their agent (Try chat) and reading its conversations with visitors. */
export const chatConversationRoutes = new Hono();
