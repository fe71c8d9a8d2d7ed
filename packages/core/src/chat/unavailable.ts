import { VisibleError } from "../error";

/** What a visitor is told when the owner cannot pay for answers, or the agent spent its day's limit. */
export const chatUnavailable = () => new VisibleError("unavailable", "chat_unavailable", "The chat is unavailable right now. Please try again later.");
