import { createStore } from "../../lib/store";
import { readJson, remove, write } from "../../lib/storage";
import { siteAddress } from "./site-address";

export interface Domain {
  id: string;
  domain_name: string;
  is_valid: boolean | null;
  license_key?: string;
  /** The site's own address once its plugin connected; absent from selections stored before it was listed. */
  site_url?: string | null;
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

/** A domain as people read it: where its site answers (scheme, port) once connected, the name as entered before. */
export function domainAddress(domain: { domain_name: string; site_url?: string | null }): string {
  return siteAddress(domain.domain_name, domain.site_url).label;
}
