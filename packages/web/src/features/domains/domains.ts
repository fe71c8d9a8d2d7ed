import { createStore } from "../../lib/store";
import { readJson, remove, write } from "../../lib/storage";

export interface Domain {
  id: string;
  domain_name: string;
  is_valid: boolean | null;
  license_key?: string;
}

interface DomainState {
  domains: Domain[];
  selected: Domain | null;
}

export const DELETE_DOMAIN_FAILED_MESSAGE = "Failed to delete domain.";

const KEYS = { domains: "domains", selected: "selectedDomain" } as const;

const store = createStore<DomainState>({
  domains: readJson<Domain[]>(KEYS.domains) ?? [],
  selected: readJson<Domain>(KEYS.selected),
});

export const domainStore = { get: store.get, subscribe: store.subscribe };

/** Replaces the loaded list; a selection that is no longer in it falls back to the first domain. */
export function setDomains(domains: Domain[]): void {
  const current = store.get().selected;
  const selected = domains.find((d) => d.id === current?.id) ?? domains[0] ?? null;
  write(KEYS.domains, domains);
  write(KEYS.selected, selected);
  store.set({ domains, selected });
}

export function selectDomain(domain: Domain): void {
  write(KEYS.selected, domain);
  store.set((state) => ({ ...state, selected: domain }));
}

export function clearDomains(): void {
  remove(KEYS.domains, KEYS.selected);
  store.set({ domains: [], selected: null });
}

export function filterDomains(domains: Domain[], query: string): Domain[] {
  const needle = query.trim().toLowerCase();
  return needle ? domains.filter((d) => d.domain_name.toLowerCase().includes(needle)) : domains;
}

/** Names are stored with their scheme; people read them without it. */
export function displayDomain(name: string): string {
  return name.replace(/^https?:\/\//i, "").replace(/\/+$/, "");
}
