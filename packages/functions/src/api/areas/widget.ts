import { Hono } from "hono";

/** What the chat widget on an owner's site calls: public, reached by the agent's widget key. */
export const widgetRoutes = new Hono();
