/** Names an agent gives its own data, which shared pages print as the agent prints them. */
export { providerLabel } from "../features/optimizer/optimizer-providers";
