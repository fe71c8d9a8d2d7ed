import { Credit } from "@sitecrew/core/credit";
import { Hono } from "hono";
import { takesQuery } from "../request";
import { type SessionEnv, signedIn } from "../session";

export const creditRoutes = new Hono().route(
  "/",
  signedIn(
    new Hono<SessionEnv>()
      .get("/balance", async (c) => c.json({ data: { credits_balance: await Credit.balance() } }, 200))
      .get("/credits/ledger", takesQuery(Credit.ledger.schema), async (c) => c.json(await Credit.ledger(c.req.query()), 200))
      .get("/credits/summary", takesQuery(Credit.summary.schema), async (c) => c.json({ data: await Credit.summary.raw(c.req.query()) }, 200))
      .get("/credits/costs", (c) => c.json({ data: Credit.costs() }, 200)),
  ),
);
