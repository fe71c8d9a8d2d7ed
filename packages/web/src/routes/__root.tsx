import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { NotFound } from "../components/shell/NotFound";
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
