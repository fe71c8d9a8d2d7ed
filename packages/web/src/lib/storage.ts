// Storage can be missing (tests, some privacy modes) or full; the app must keep working in memory.
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readText(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

export function readJson<T>(key: string): T | null {
  const text = readText(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function write(key: string, value: string | object | number | boolean | null): void {
  const target = storage();
  if (!target) return;
  try {
    if (value === null) target.removeItem(key);
    else target.setItem(key, typeof value === "string" ? value : JSON.stringify(value));
  } catch {
    // Quota exceeded: the in-memory value still holds for this tab.
  }
}

export function remove(...keys: string[]): void {
  for (const key of keys) write(key, null);
}
