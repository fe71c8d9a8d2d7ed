import { Credit } from "@sitecrew/core/credit";
import { Hono } from "hono";
import { requireSession } from "../session";

export const creditRoutes = new Hono()
  .get("/balance", requireSession, async (c) => c.json({ data: { credits_balance: await Credit.balance() } }, 200))
  .get("/credits/ledger", requireSession, async (c) => c.json(await Credit.ledger(c.req.query()), 200))
  .get("/credits/summary", requireSession, async (c) => c.json({ data: await Credit.summary() }, 200))
  .get("/credits/costs", requireSession, (c) => c.json({ data: Credit.costs() }, 200));
