import { benchAgentRuns } from "./agent-runs";
import { benchOfflineWriter } from "./offline-writer";

/** The agents' benchmarks (`npm run bench -- agents`), one entry per measurement. */
const benches: Array<() => Promise<void>> = [benchOfflineWriter, benchAgentRuns];

export async function benchAgents() {
  for (const bench of benches) await bench();
}
