import { createStore } from "./store";

export const TOAST_MS = 5000;
export const PROFILE_TOAST_MS = 4000;
/** More than this at once is noise: the oldest goes first. */
export const MAX_TOASTS = 3;

export type ToastType = "info" | "error";

export interface Toast {
  id: number;
  type: ToastType;
  title?: string;
  message?: string;
  /** How many times this same toast was raised while it was showing. */
  count: number;
}

export interface ToastInput {
  type?: ToastType;
  title?: string;
  message?: string;
  durationMs?: number;
  /**
   * Survive the next change of page: for a toast that announces the navigation it precedes, such as
   * 'Login Succeed' before the dashboard. A toast raised in the same task as a navigation starts keeps
   * through it without asking.
   */
  keepOnNextPage?: boolean;
}

interface Lifetime {
  timer: ReturnType<typeof setTimeout>;
  keep: boolean;
  /** Raised in the current task: a navigation starting now is the one it belongs to. */
  fresh: boolean;
}

const store = createStore<Toast[]>([]);
const lifetimes = new Map<number, Lifetime>();
let nextId = 1;

export const toastStore = { get: store.get, subscribe: store.subscribe };

const sameToast = (a: Pick<Toast, "type" | "title" | "message">, b: Pick<Toast, "type" | "title" | "message">) =>
  a.type === b.type && a.title === b.title && a.message === b.message;

/** Shows a toast; the same toast raised again while it shows is counted and its timer restarts. */
export function toast({ type = "info", title, message, durationMs = TOAST_MS, keepOnNextPage = false }: ToastInput): number {
  const showing = store.get().find((t) => sameToast(t, { type, title, message }));
  const id = showing?.id ?? nextId++;
  const previous = lifetimes.get(id);
  clearTimeout(previous?.timer);
  const lifetime: Lifetime = {
    timer: setTimeout(() => dismissToast(id), durationMs),
    keep: keepOnNextPage || Boolean(previous?.keep),
    fresh: true,
  };
  lifetimes.set(id, lifetime);
  // After this task: a navigation started later is the user's own, not this toast's.
  setTimeout(() => {
    lifetime.fresh = false;
  }, 0);

  const entry: Toast = { id, type, title, message, count: (showing?.count ?? 0) + 1 };
  // The newest goes last, so a repeated toast is not the first one dropped.
  const next = [...store.get().filter((t) => t.id !== id), entry];
  for (const dropped of next.slice(0, Math.max(0, next.length - MAX_TOASTS))) forget(dropped.id);
  store.set(next.slice(-MAX_TOASTS));
  return id;
}

function forget(id: number): void {
  clearTimeout(lifetimes.get(id)?.timer);
  lifetimes.delete(id);
}

export function dismissToast(id: number): void {
  forget(id);
  store.set((toasts) => (toasts.some((t) => t.id === id) ? toasts.filter((t) => t.id !== id) : toasts));
}

export function dismissAllToasts(): void {
  for (const { id } of store.get()) dismissToast(id);
}

/** A navigation to another page is starting: toasts raised in the same task are part of it. */
export function toastsNavigationStarted(): void {
  for (const lifetime of lifetimes.values()) if (lifetime.fresh) lifetime.keep = true;
}

/** The user arrived on another page: what was said about the last one is gone, except toasts kept for this one. */
export function toastsPageChanged(): void {
  for (const { id } of store.get()) {
    const lifetime = lifetimes.get(id);
    if (lifetime?.keep) lifetime.keep = false;
    else dismissToast(id);
  }
}

interface PageLocation {
  pathname: string;
  search: object;
}

/** A page is its path and, on the auth screen, its form (`?mode=`); paging or a search on the same page is not a new one. */
export function isOtherPage(from: PageLocation | undefined, to: PageLocation): boolean {
  if (!from) return false;
  const mode = (location: PageLocation) => ("mode" in location.search ? String(location.search.mode) : "");
  return from.pathname !== to.pathname || mode(from) !== mode(to);
}
