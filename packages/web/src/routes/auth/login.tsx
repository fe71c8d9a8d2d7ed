import { createFileRoute, redirect } from "@tanstack/react-router";
import { AuthScreen } from "../../components/auth/AuthScreen";
import { parseLoginSearch } from "../../lib/auth-search";

export const Route = createFileRoute("/auth/login")({
  validateSearch: parseLoginSearch,
  beforeLoad: ({ context }) => {
    if (context.auth.isAuthenticated()) throw redirect({ to: "/dashboard" });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const search = Route.useSearch();
  return <AuthScreen mode={search.mode ?? "login"} search={search} />;
}
