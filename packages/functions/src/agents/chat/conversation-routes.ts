import { ChatConversations, ConversationListInput } from "@sitecrew/core/chat/conversations";
import { TryChatInput } from "@sitecrew/core/chat/schema";
import { Hono } from "hono";
import { readJson, takesJson, takesQuery } from "../../api/request";
import { type SessionEnv, signedIn } from "../../api/session";

/** The owner talking to their agent (Try chat) and reading its conversations with visitors. */
export const chatConversationRoutes = new Hono().route(
  "/",
  signedIn(
    new Hono<SessionEnv>()
      .post("/chat-agent/try", takesJson(TryChatInput), async (c) => {
        // Answering (the meter, the credits) loads with the first try, not with every agent page.
        const { ChatTry } = await import("@sitecrew/core/chat/try");
        return c.json(await ChatTry.ask.raw(await readJson(c)), 200);
      })
      .get("/chat-agent/:id/conversations", takesQuery(ConversationListInput), async (c) =>
        c.json(await ChatConversations.list.raw({ ...c.req.query(), agentId: c.req.param("id") }), 200),
      )
      .get("/chat-agent/:id/conversations/:conversationId", async (c) =>
        c.json(await ChatConversations.get(c.req.param("id"), c.req.param("conversationId")), 200),
      ),
  ),
);
