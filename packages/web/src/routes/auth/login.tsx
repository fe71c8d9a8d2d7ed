import { createFileRoute, redirect } from "@tanstack/react-router";
import { AuthScreen } from "../../features/auth/AuthScreen";
import { parseLoginSearch } from "../../features/auth/auth-search";
import { endSession } from "../../lib/end-session";

export const Route = createFileRoute("/auth/login")({
  validateSearch: parseLoginSearch,
  beforeLoad: ({ context, search }) => {
    // Confirming a new address ends every session of the account; this browser must sign in again too.
    if (search.email_changed === "true" && context.auth.isAuthenticated()) endSession(context.queryClient);
    if (context.auth.isAuthenticated()) throw redirect({ to: "/dashboard" });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const search = Route.useSearch();
  return <AuthScreen mode={search.mode ?? "login"} search={search} />;
}
