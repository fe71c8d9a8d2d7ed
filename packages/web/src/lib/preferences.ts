import { createStore } from "./store";
import { readJson, write } from "./storage";

export const PREFERENCES = {
  agentDigest: { label: "Daily agent activity summary", group: "notifications", initial: true },
  lowCredits: { label: "Low credit balance alerts", group: "notifications", initial: true },
  productNews: { label: "Product news and tips", group: "notifications", initial: false },
  usageAnalytics: { label: "Share anonymous usage statistics", group: "privacy", initial: false },
  supportAccess: { label: "Let support staff view my agent settings when I contact them", group: "privacy", initial: false },
} as const;

export type PreferenceKey = keyof typeof PREFERENCES;
export type PreferenceGroup = (typeof PREFERENCES)[PreferenceKey]["group"];
type Preferences = Record<PreferenceKey, boolean>;

const KEY = "preferences";

const defaults = Object.fromEntries(
  Object.entries(PREFERENCES).map(([key, { initial }]) => [key, initial]),
) as Preferences;

const store = createStore<Preferences>({ ...defaults, ...readJson<Partial<Preferences>>(KEY) });

export const preferencesStore = { get: store.get, subscribe: store.subscribe };

export function setPreference(key: PreferenceKey, value: boolean): void {
  const next = { ...store.get(), [key]: value };
  write(KEY, next);
  store.set(next);
}

export function preferenceKeys(group: PreferenceGroup): PreferenceKey[] {
  return (Object.keys(PREFERENCES) as PreferenceKey[]).filter((key) => PREFERENCES[key].group === group);
}
