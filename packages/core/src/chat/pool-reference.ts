const PREFIX = "chat:";

/** The reference an agent's credit pool writes its fills and returns with. */
export const poolReference = (agentId: string) => `${PREFIX}${agentId}`;

/** The agent whose pool wrote a ledger row with this reference; null for any other row. */
export const poolAgentOf = (reference: string) => (reference.startsWith(PREFIX) ? reference.slice(PREFIX.length) : null);
