import { createFileRoute } from "@tanstack/react-router";
import { AuthScreen } from "../../../features/auth/AuthScreen";

export const Route = createFileRoute("/auth/reset-password/")({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === "string" && search.token ? search.token : undefined,
  }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <AuthScreen mode="reset-password" resetToken={token} />;
}
