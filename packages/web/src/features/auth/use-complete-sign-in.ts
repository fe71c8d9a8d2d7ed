import type { Profile } from "@sitecrew/core/user/schema";
import { useRouter } from "@tanstack/react-router";
import { session } from "../../lib/session";
import { dismissAllToasts, toast, type ToastInput } from "../../lib/toasts";

/** Stores the session and leaves the auth screen for the page the user first asked for, else the dashboard. */
export function useCompleteSignIn(redirectTo: string | undefined) {
  const router = useRouter();
  return (token: string, user: Profile, notice: ToastInput) => {
    session.signIn(token, user);
    // Earlier failures on the sign-in screen are no longer true.
    dismissAllToasts();
    // It announces the navigation below, so it stays for the page that navigation leads to.
    toast({ ...notice, keepOnNextPage: true });
    // redirectTo is an already-validated same-site path, which typed navigation cannot express.
    if (redirectTo) router.history.push(redirectTo);
    else void router.navigate({ to: "/" });
  };
}
