import { Hono } from "hono";

/** The dashboard's Try chat: the owner talks to their own agent. */
export const chatTryRoutes = new Hono();
