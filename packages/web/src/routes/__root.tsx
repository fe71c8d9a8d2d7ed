import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, lazyRouteComponent, Outlet } from "@tanstack/react-router";
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
  // Loaded on demand: it brings the whole signed-in shell, which the first page may not need.
  notFoundComponent: lazyRouteComponent(() => import("../features/shell/NotFound"), "NotFound"),
});
