import { Approval } from "@sitecrew/core/approval";
import { Job } from "@sitecrew/core/job";
import { ServiceListInput } from "@sitecrew/core/service/schema";
import { Hono } from "hono";
import { readJson, takesJson, takesQuery } from "../request";
import { type SessionEnv, signedIn } from "../session";

/** Across every kind of agent: their runs (the Activity page), the approvals queue and Manage Services. */
export const agentRoutes = new Hono().route(
  "/",
  signedIn(
    new Hono<SessionEnv>()
      .get("/services", takesQuery(ServiceListInput), async (c) => {
        // Manage Services reads every kind of agent: their entities load with that page, not with Activity or Approvals.
        const { Services } = await import("@sitecrew/core/service");
        return c.json(await Services.list.raw(c.req.query()), 200);
      })
      .get("/runs", takesQuery(Job.ListInput), async (c) => c.json(await Job.list.raw(c.req.query()), 200))
      .get("/runs/:id", async (c) => c.json({ data: await Job.get(c.req.param("id")) }, 200))
      .post("/runs/:id/cancel", async (c) => c.json({ data: await Job.cancel(c.req.param("id")) }, 200))
      .post("/runs/:id/publish", async (c) => {
        // The bridge and the agents' publishing load when a kept post is sent again, not with Activity.
        const { Delivery } = await import("@sitecrew/core/delivery");
        return c.json({ data: await Delivery.publish(c.req.param("id")) }, 200);
      })
      .get("/approvals", takesQuery(Approval.ListInput), async (c) => c.json(await Approval.list.raw(c.req.query()), 200))
      .get("/approvals/count/:domainId", async (c) => c.json({ data: { pending: await Approval.pendingCount(c.req.param("domainId")) } }, 200))
      .get("/approvals/:id", async (c) => c.json({ data: await Approval.preview(c.req.param("id")) }, 200))
      .put("/approvals/:id", takesJson(Approval.edit.schema), async (c) => c.json({ data: await Approval.edit.raw(await readJson(c), c.req.param("id")) }, 200))
      .post("/approvals/:id/approve", async (c) => c.json({ data: await Approval.approve(c.req.param("id")) }, 200))
      .post("/approvals/:id/reject", async (c) => c.json({ data: await Approval.reject(c.req.param("id")) }, 200)),
  ),
);
