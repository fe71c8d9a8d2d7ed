import { Hono } from "hono";

export const optimizerRoutes = new Hono();
