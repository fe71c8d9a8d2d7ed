import { agentParts } from "./registry";

/** What a shared page's card holds when an agent keeps it; the fallback is the panel's own first state. */
export const panels = {
  competitors: agentParts.auditor.competitors,
  instagramAccounts: agentParts.social.instagramAccounts,
};
