import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Link, Outlet } from "@tanstack/react-router";
import { EmptyState } from "../components/ui/EmptyState";
import { Toaster } from "../components/ui/Toaster";
import type { Session } from "../lib/session";

export interface RouterContext {
  queryClient: QueryClient;
  auth: Session;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <Toaster />
    </>
  ),
  notFoundComponent: NotFound,
});

function NotFound() {
  return (
    <main className="standalone">
      <EmptyState icon="search" title="Page not found">
        <p>The page you are looking for does not exist or has moved.</p>
        <Link to="/" className="btn btn-primary">
          Go to the dashboard
        </Link>
      </EmptyState>
    </main>
  );
}
