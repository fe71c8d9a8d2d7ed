import type { Profile } from "@sitecrew/core/user/schema";
import { createStore } from "./store";
import { readJson, readText, remove, write } from "./storage";

export interface SessionState {
  token: string | null;
  user: Profile | null;
  /** The short-lived token between a correct password and a correct 2FA code. */
  tempToken: string | null;
}

const KEYS = { token: "token", user: "user", tempToken: "tempToken" } as const;

function restore(): SessionState {
  const token = readText(KEYS.token);
  const user = readJson<Profile>(KEYS.user);
  const tempToken = readText(KEYS.tempToken);
  if (token && user) return { token, user, tempToken };
  // A half-written session (token without user or the reverse) is not trusted.
  remove(KEYS.token, KEYS.user);
  return { token: null, user: null, tempToken };
}

const store = createStore<SessionState>(restore());

function update(patch: Partial<SessionState>): void {
  for (const [key, value] of Object.entries(patch) as [keyof SessionState, SessionState[keyof SessionState]][]) {
    write(KEYS[key], value);
  }
  store.set((current) => ({ ...current, ...patch }));
}

/** The browser-side session: what is signed in, and which token the API calls carry. */
export const session = {
  get: store.get,
  subscribe: store.subscribe,
  isAuthenticated: (): boolean => {
    const { token, user } = store.get();
    return Boolean(token && user);
  },
  /** The pending 2FA token wins: during sign-in it is the only credential the server accepts. */
  bearer: (): string | null => store.get().tempToken ?? store.get().token,
  signIn(token: string, user: Profile): void {
    update({ token, user, tempToken: null });
  },
  awaitTwoFactor(tempToken: string): void {
    update({ tempToken });
  },
  cancelTwoFactor(): void {
    update({ tempToken: null });
  },
  /** The server revokes older tokens after 2FA and password changes and hands out a new one. */
  replaceToken(token: string): void {
    if (store.get().token) update({ token });
  },
  setUser(user: Profile): void {
    if (store.get().token) update({ user });
  },
  clear(): void {
    update({ token: null, user: null, tempToken: null });
  },
};

export type Session = typeof session;
