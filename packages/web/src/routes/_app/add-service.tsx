import { createFileRoute, Outlet } from "@tanstack/react-router";

/** The landing and every agent's pages sit below it. */
export const Route = createFileRoute("/_app/add-service")({
  component: Outlet,
});
