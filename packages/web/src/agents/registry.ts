import { auditorParts } from "../features/auditor/shared-parts";
import { blogParts } from "../features/blog/shared-parts";
import { optimizerParts } from "../features/optimizer/shared-parts";
import { socialParts } from "../features/social/shared-parts";

/** Each agent's one entry for the shared pages (the chat lends none): the only files of the agents this module names. */
export const agentParts = { blog: blogParts, social: socialParts, auditor: auditorParts, optimizer: optimizerParts };
