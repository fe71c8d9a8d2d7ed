import { call } from "./api";

/**
 * Uploads a PDF as the Add Chat Agent form does. The reply, with the upload's `url`, `name` and
 * `pages` also at its top level (set when the upload was taken), for tests that only need the URL.
 */
export async function uploadDocument(token: string, domainId: string, bytes: Uint8Array, name = "guide.pdf") {
  const form = new FormData();
  form.append("pdf", new File([new Uint8Array(bytes)], name, { type: "application/pdf" }));
  const reply = await call("POST", `/chat-agent/document/${domainId}`, { token, raw: form });
  const taken = reply.status === 200 ? (reply.body as { url: string; name: string; pages: number }) : undefined;
  return { ...reply, url: taken?.url as string, name: taken?.name as string, pages: taken?.pages as number };
}

/** A complete Add Chat Agent form for `domainId`, answering from the site's pages. */
export const chatAgentForm = (domainId: string, overrides: Record<string, unknown> = {}) => ({
  blog_id: domainId,
  name: "Garden helper",
  status: "active",
  colors: "#2266AA",
  position: "bottom-right",
  use_site_pages: true,
  ...overrides,
});

/** Adds a chat agent; the answer's `data` (its view: `bot_id`, `knowledge.run_id`, ...). */
export async function addChatAgent(token: string, domainId: string, overrides: Record<string, unknown> = {}) {
  const reply = await call("POST", "/chat-agent", { token, body: chatAgentForm(domainId, overrides) });
  if (reply.status !== 201) throw new Error(`POST /chat-agent answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.data as Record<string, any>;
}

/** The agent's view once its knowledge is no longer being built (ready or failed). */
export async function waitForKnowledge(token: string, agentId: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const reply = await call("GET", `/chat-agent/${agentId}`, { token });
    if (reply.status !== 200) throw new Error(`GET /chat-agent/${agentId} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    const view = reply.body.data as Record<string, any>;
    if (view.knowledge.status !== "generating") return view;
    if (Date.now() > until) throw new Error(`The knowledge of ${agentId} was still generating after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
