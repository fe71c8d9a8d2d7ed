import { createStore } from "./store";
import { readJson, write } from "./storage";

const KEY = "credits_balance";

const store = createStore<number | null>(readJson<number>(KEY));

export const creditsStore = { get: store.get, subscribe: store.subscribe };

export function setCredits(balance: number | null): void {
  write(KEY, balance);
  store.set(balance);
}
