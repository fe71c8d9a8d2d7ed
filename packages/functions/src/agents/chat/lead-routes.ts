import { ChatLeads, LeadListInput, LeadReplyInput, LeadStatusInput } from "@sitecrew/core/chat/leads";
import { Hono } from "hono";
import { readJson, takesJson, takesQuery } from "../../api/request";
import { type SessionEnv, signedIn } from "../../api/session";

/** The owner's Leads: visitors' questions left in the chat with an email address, and the answers to them. */
export const leadRoutes = new Hono().route(
  "/",
  signedIn(
    new Hono<SessionEnv>()
      .get("/leads", takesQuery(LeadListInput), async (c) => c.json(await ChatLeads.list.raw(c.req.query()), 200))
      .get("/leads/:id", async (c) => c.json(await ChatLeads.get(c.req.param("id")), 200))
      .post("/leads/:id/reply", takesJson(LeadReplyInput), async (c) => c.json(await ChatLeads.reply.raw(await readJson(c), c.req.param("id")), 200))
      .put("/leads/:id", takesJson(LeadStatusInput), async (c) => c.json(await ChatLeads.setStatus.raw(await readJson(c), c.req.param("id")), 200))
      .delete("/leads/:id", async (c) => c.json(await ChatLeads.remove(c.req.param("id")), 200)),
  ),
);
