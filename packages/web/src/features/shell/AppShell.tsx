import { type ReactNode, useCallback, useState } from "react";
import { useShellDomains } from "./use-shell-domains";
import { Announcer } from "./Announcer";
import { DeleteAccountModal } from "./DeleteAccountModal";
import { DomainBar } from "./DomainBar";
import { Header } from "./Header";
import { Sidebar } from "./Sidebar";
import "./shell.css";

/** The signed-in frame: header, sidebar, the selected site's bar, and the page in the main landmark. */
export function AppShell({ children }: { children: ReactNode }) {
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
            {children}
          </main>
        </div>
      </div>
      <DeleteAccountModal />
      <Announcer />
    </div>
  );
}
