import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import { Announcer } from "../components/shell/Announcer";
import { DeleteAccountModal } from "../components/shell/DeleteAccountModal";
import { DomainBar } from "../components/shell/DomainBar";
import { Header } from "../components/shell/Header";
import { Sidebar } from "../components/shell/Sidebar";
import { useShellDomains } from "../hooks/use-shell-domains";

export const Route = createFileRoute("/_app")({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isAuthenticated()) {
      throw redirect({
        to: "/auth/login",
        search: { redirect: location.href === "/" ? undefined : location.href },
      });
    }
  },
  component: AppLayout,
});

function AppLayout() {
  const [navOpen, setNavOpen] = useState(false);
  const closeNav = useCallback(() => setNavOpen(false), []);
  useShellDomains();
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header navOpen={navOpen} onToggleNav={() => setNavOpen((open) => !open)} />
      <div className="app-body">
        <Sidebar open={navOpen} onClose={closeNav} />
        <div className="app-content">
          <DomainBar />
          <main id="main" className="app-main" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
      </div>
      <DeleteAccountModal />
      <Announcer />
    </div>
  );
}
