import { agentParts } from "./registry";

/** What a shared page offers to do with a finding, each done by the agent whose work it is. */
export const actions = {
  writePost: agentParts.blog.writePost,
  addKeyword: agentParts.blog.addKeyword,
  optimizePost: agentParts.optimizer.optimizePost,
};
