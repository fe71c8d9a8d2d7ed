import { messageOf } from "../../lib/api";
import { type ChatAgentBody, createChatAgent, updateChatAgent, uploadChatAvatar, uploadChatDocument } from "./chat-actions";
import { type AvatarChoice, type ChatAgentValues, type DocumentChoice, parseDailyCreditLimit } from "./chat-form";

/** The PDF could not be stored: the agent is not saved. */
export class DocumentUploadError extends Error {}

async function documentUrl(blogId: string, document: DocumentChoice): Promise<string | null> {
  if (document.kind === "none") return null;
  if (document.kind === "saved") return document.url;
  try {
    return (await uploadChatDocument(blogId, document.file)).url;
  } catch (error) {
    throw new DocumentUploadError(messageOf(error, ""), { cause: error });
  }
}

async function avatarUrl(blogId: string, avatar: AvatarChoice): Promise<string | null> {
  if (avatar.kind === "none") return null;
  if (avatar.kind === "saved") return avatar.url;
  return uploadChatAvatar(blogId, avatar.png);
}

/** Sends the files first, then the agent that points at them; a new agent when no id is given. */
export async function saveChatAgent(blogId: string, agentId: string | undefined, values: ChatAgentValues) {
  const document_url = await documentUrl(blogId, values.document);
  const [avatar_bot, avatar_user] = await Promise.all([avatarUrl(blogId, values.avatar_bot), avatarUrl(blogId, values.avatar_user)]);
  const body: ChatAgentBody = {
    blog_id: blogId,
    name: values.name.trim(),
    status: values.status,
    colors: values.colors,
    position: values.position,
    avatar_bot,
    avatar_user,
    intro_text: values.intro_text,
    button_text: values.button_text,
    document_url,
    use_site_pages: values.use_site_pages,
    daily_credit_limit: parseDailyCreditLimit(values.daily_credit_limit),
    lead_capture: values.lead_capture,
    lead_consent_text: values.lead_consent_text,
  };
  return agentId ? updateChatAgent(agentId, body) : createChatAgent(body);
}
