import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { AppShell } from "../features/shell/AppShell";
import { NotFoundPanel } from "../features/shell/NotFound";

export const Route = createFileRoute("/_app")({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isAuthenticated()) {
      throw redirect({
        to: "/auth/login",
        search: { redirect: location.href === "/" ? undefined : location.href },
      });
    }
  },
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
  // An unknown address below a signed-in page (/domain-manager/nope) keeps the shell around it.
  notFoundComponent: () => <NotFoundPanel signedIn />,
});
