import { Hono } from "hono";

export const auditorRoutes = new Hono();
