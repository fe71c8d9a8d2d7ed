import type { StorageChoice } from "../adapters";
import type { StoragePort } from "./port";

/** The adapter module is a lazy chunk with its SDK: most requests never touch a file. */
export async function makeStorage(choice: StorageChoice): Promise<StoragePort> {
  return (await import("./s3")).s3Storage(choice);
}

let port: Promise<StoragePort> | undefined;

/**
 * The adapter the configuration picks (`adapters.ts`): S3, or the local s3rver through the same adapter.
 * The configuration module loads with it: every other capability's choice lives there too.
 */
export function storage(): Promise<StoragePort> {
  return (port ??= import("../adapters").then(({ storageChoice }) => makeStorage(storageChoice())));
}

/** Stored files (avatars). */
export namespace Media {
  export const put = async (key: string, body: Uint8Array, contentType: string) => (await storage()).put(key, body, contentType);
  export const putFile = async (key: string, path: string, contentType: string) => (await storage()).putFile(key, path, contentType);
  export const signedUrl = async (key: string, expiresInSeconds: number) => (await storage()).signedUrl(key, expiresInSeconds);
  export const get = async (key: string) => (await storage()).get(key);
  export const removePrefix = async (prefix: string) => (await storage()).removePrefix(prefix);
}
