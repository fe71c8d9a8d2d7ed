import { createFileRoute } from "@tanstack/react-router";
import { AuthScreen } from "../../../features/auth/AuthScreen";

export const Route = createFileRoute("/auth/reset-password/$token")({
  component: ResetPasswordTokenRoute,
});

function ResetPasswordTokenRoute() {
  const { token } = Route.useParams();
  return <AuthScreen mode="reset-password" resetToken={token} />;
}
