import { createStore } from "./store";

const store = createStore("");

/** The text of the shell's polite live region, for changes that have no visible message of their own. */
export const announcementStore = { get: store.get, subscribe: store.subscribe };

export function announce(message: string): void {
  store.set(message);
}
