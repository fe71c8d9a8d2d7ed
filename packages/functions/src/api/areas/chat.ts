import { Hono } from "hono";

/** Chat agents of the selected domain: their settings, files, knowledge and conversations. */
export const chatRoutes = new Hono();
