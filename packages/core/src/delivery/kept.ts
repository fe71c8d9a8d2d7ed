import { Media } from "../media";

interface RunRef {
  userId: string;
  domainId: string;
  runId: string;
}

/** Every kept output of a domain, for its removal. */
export const keptPrefix = (userId: string, domainId: string) => `runs/${userId}/${domainId}/`;
const keptKey = (run: RunRef) => `${keptPrefix(run.userId, run.domainId)}${run.runId}.json`;

/**
 * What a run generated, stored before it is sent anywhere: a redelivered run sends it again instead
 * of paying for it twice, and a site that refused it can be sent it again later, for free.
 */
export namespace KeptOutput {
  export async function keep(run: RunRef, value: unknown) {
    await Media.put(keptKey(run), new TextEncoder().encode(JSON.stringify(value)), "application/json");
  }

  export async function read<T>(run: RunRef): Promise<T | undefined> {
    const file = await Media.get(keptKey(run));
    return file ? (JSON.parse(new TextDecoder().decode(file.body)) as T) : undefined;
  }
}
