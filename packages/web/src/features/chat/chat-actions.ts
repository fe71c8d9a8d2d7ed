import { api, read } from "../../lib/api";
import { byId } from "./chat-queries";

const byBlog = (blogId: string) => ({ param: { blogId: encodeURIComponent(blogId) } });

export type ChatAgentBody = Parameters<(typeof api)["chat-agent"]["$post"]>[0]["json"];
export type TryChatBody = Parameters<(typeof api)["chat-agent"]["try"]["$post"]>[0]["json"];

export const createChatAgent = (body: ChatAgentBody) => read(api["chat-agent"].$post({ json: body }));
export const updateChatAgent = (id: string, body: ChatAgentBody) => read(api["chat-agent"][":id"].$put({ ...byId(id), json: body }));
export const deleteChatAgent = (id: string) => read(api["chat-agent"][":id"].$delete(byId(id)));

/** Stores the PDF for the domain's agents; answers its address, name and page count. */
export const uploadChatDocument = (blogId: string, pdf: File) => read(api["chat-agent"].document[":blogId"].$post({ ...byBlog(blogId), form: { pdf } }));

/** Stores an avatar, already a PNG; answers its address. */
export const uploadChatAvatar = (blogId: string, avatar: File) =>
  read(api["chat-agent"].avatar[":blogId"].$post({ ...byBlog(blogId), form: { avatar } })).then((answer) => answer.url);

/** One message to the agent as a visitor would send it; answers the reply and the passage it came from. */
export const tryChat = (body: TryChatBody) => read(api["chat-agent"].try.$post({ json: body }));
