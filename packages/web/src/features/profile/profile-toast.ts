import { PROFILE_TOAST_MS, toast, type ToastInput } from "../../lib/toasts";

/** The profile page's messages clear a little faster than the app's default. */
export function profileToast(input: Omit<ToastInput, "durationMs">): void {
  toast({ ...input, durationMs: PROFILE_TOAST_MS });
}
