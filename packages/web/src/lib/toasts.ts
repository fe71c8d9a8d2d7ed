import { createStore } from "./store";

export const TOAST_MS = 5000;
export const PROFILE_TOAST_MS = 4000;

export type ToastType = "info" | "error";

export interface Toast {
  id: number;
  type: ToastType;
  title?: string;
  message?: string;
}

export interface ToastInput {
  type?: ToastType;
  title?: string;
  message?: string;
  durationMs?: number;
}

const store = createStore<Toast[]>([]);
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

export const toastStore = { get: store.get, subscribe: store.subscribe };

export function toast({ type = "info", title, message, durationMs = TOAST_MS }: ToastInput): number {
  const id = nextId++;
  store.set((toasts) => [...toasts, { id, type, title, message }]);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), durationMs),
  );
  return id;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  store.set((toasts) => (toasts.some((t) => t.id === id) ? toasts.filter((t) => t.id !== id) : toasts));
}

export function dismissAllToasts(): void {
  for (const { id } of store.get()) dismissToast(id);
}
