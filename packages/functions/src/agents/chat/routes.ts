import { ChatAgent, ChatFiles } from "@sitecrew/core/chat";
import { AVATAR_MAX_BYTES, ChatAgentListInput, CreateChatAgentInput, DOCUMENT_MAX_BYTES } from "@sitecrew/core/chat/schema";
import { VisibleError } from "@sitecrew/core/error";
import { type Context, Hono } from "hono";
import { readJson, takesJson, takesQuery, uploadRoute } from "../../api/request";
import { type SessionEnv, signedIn } from "../../api/session";

// Multipart framing around the file itself.
const MULTIPART_OVERHEAD = 16 * 1024;
const documentTooLarge = "File size must not exceed 2 MB.";
const avatarTooLarge = "Avatar file size must not exceed 500 KB.";

const fileNotFound = () => new VisibleError("not_found", "file_not_found", "File not found");

/** The uploaded file in `field`, or a message the owner can act on. */
async function uploaded(c: Context, field: string, missing: string) {
  let file: unknown;
  try {
    file = (await c.req.parseBody())[field];
  } catch {
    throw new VisibleError("input", "invalid_upload", missing);
  }
  if (!(file instanceof File)) throw new VisibleError("input", "missing_file", missing);
  return file;
}

const signedInRoutes = signedIn(
  new Hono<SessionEnv>()
    .post("/chat-agent/document/:blogId", uploadRoute<{ pdf: File }>(DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD, documentTooLarge), async (c) => {
      const pdf = await uploaded(c, "pdf", "Please choose a PDF to upload.");
      if (pdf.size > DOCUMENT_MAX_BYTES) throw new VisibleError("too_large", "file_too_large", documentTooLarge);
      return c.json(await ChatFiles.uploadDocument(c.req.param("blogId"), new Uint8Array(await pdf.arrayBuffer()), pdf.name), 200);
    })
    .post("/chat-agent/avatar/:blogId", uploadRoute<{ avatar: File }>(AVATAR_MAX_BYTES + MULTIPART_OVERHEAD, avatarTooLarge), async (c) => {
      const avatar = await uploaded(c, "avatar", "Please choose an image to upload.");
      if (avatar.size > AVATAR_MAX_BYTES) throw new VisibleError("too_large", "file_too_large", avatarTooLarge);
      return c.json(await ChatFiles.uploadAvatar(c.req.param("blogId"), new Uint8Array(await avatar.arrayBuffer())), 200);
    })
    .get("/chat-agent", takesQuery(ChatAgentListInput), async (c) => c.json(await ChatAgent.list.raw(c.req.query()), 200))
    .post("/chat-agent", takesJson(CreateChatAgentInput), async (c) => c.json(await ChatAgent.create.raw(await readJson(c)), 201))
    .get("/chat-agent/:id", async (c) => c.json({ data: await ChatAgent.get(c.req.param("id")) }, 200))
    .put("/chat-agent/:id", takesJson(ChatAgent.update.schema), async (c) => c.json(await ChatAgent.update.raw(await readJson(c), c.req.param("id")), 200))
    .delete("/chat-agent/:id", async (c) => c.json({ data: await ChatAgent.remove(c.req.param("id")) }, 200))
    .get("/files/chat/:domainId/documents/:file", async (c) => {
      const file = await ChatFiles.document(c.req.param("domainId"), c.req.param("file"));
      if (!file) throw fileNotFound();
      return c.body(file.body, 200, { "content-type": "application/pdf", "cache-control": "private, no-store", "x-content-type-options": "nosniff" });
    }),
);

/** Chat agents of the selected domain: their settings, files and the start of their knowledge. */
export const chatRoutes = new Hono()
  // Public: the widget on the owner's site shows the avatars to every visitor.
  .get("/files/chat/:domainId/avatars/:file", async (c) => {
    const file = await ChatFiles.avatar(c.req.param("domainId"), c.req.param("file"));
    if (!file) throw fileNotFound();
    return c.body(file.body, 200, {
      "content-type": "image/png",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "cross-origin",
    });
  })
  .route("/", signedInRoutes);
