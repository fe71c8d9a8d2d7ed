import { MutationCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRouter, lazyRouteComponent, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { PageLoading } from "./components/ui/PageLoading";
import { ApiError, configureApi } from "./lib/api-error";
import { endSession } from "./lib/end-session";
import { session } from "./lib/session";
import { toast } from "./lib/toasts";
import { routeTree } from "./routeTree.gen";
import { SERVICE_FIGURES } from "./features/domains/service-figures";
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/buttons.css";
import "./styles/forms.css";
import "./styles/feedback.css";
import "./styles/panels.css";

const queryClient: QueryClient = new QueryClient({
  // Adding, pausing or removing anything may change the domain's services: the header's total and the Domains list's
  // counts are read again, so all three figures agree at once rather than after their 30 seconds.
  mutationCache: new MutationCache({
    onSuccess: () => Promise.all(SERVICE_FIGURES.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Auth and permission failures will not fix themselves on a retry.
      retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
    },
  },
});

const router = createRouter({
  routeTree,
  context: { queryClient, auth: session },
  defaultPreload: "intent",
  // Freshness is react-query's job; the router always asks it.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  // One way for every page to wait and to fail; a page may word them its own way (components/ui/RouteStates.tsx).
  defaultPendingComponent: () => <PageLoading />,
  defaultErrorComponent: lazyRouteComponent(() => import("./components/ui/RouteStates"), "DefaultRouteError"),
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

configureApi({
  bearer: session.bearer,
  onUnauthorized(error) {
    // Several calls can fail together; only the first one signs out.
    if (!session.isAuthenticated()) return;
    endSession(queryClient);
    toast({ type: "error", title: "Signed out", message: error.message || "Your session has expired. Please sign in again." });
    void router.navigate({ to: "/" });
  },
});

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
