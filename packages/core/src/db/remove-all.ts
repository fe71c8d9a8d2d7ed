type Keyed = { userId: string };

/** A batch delete, again for the keys DynamoDB left unprocessed (it may, under load). */
async function deleteKeys<K>(keys: K[], remove: (keys: K[]) => Promise<{ unprocessed: K[] }>) {
  let pending = keys;
  for (let attempt = 0; pending.length && attempt < 5; attempt++) {
    if (attempt) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    pending = (await remove(pending)).unprocessed;
  }
}

/** One page of a query, at most 100 items: a long history never loads at once. */
export const pageOf = (cursor: string | null) => ({ cursor, limit: 100 });

/** Deletes the items a query finds, page by page; `keyOf` may skip one by answering undefined. */
export async function removeAll<T extends Keyed, K>(
  page: (cursor: string | null) => Promise<{ data: T[]; cursor: string | null }>,
  keyOf: (item: T) => K | undefined,
  remove: (keys: K[]) => Promise<{ unprocessed: K[] }>,
) {
  let cursor: string | null = null;
  do {
    const result = await page(cursor);
    const keys = result.data.map(keyOf).filter((key): key is K => key !== undefined);
    if (keys.length) await deleteKeys(keys, remove);
    cursor = result.cursor;
  } while (cursor);
}
