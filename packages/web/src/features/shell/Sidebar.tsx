import { useQuery } from "@tanstack/react-query";
import { Link, useRouterState } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { Icon, type IconName } from "../../components/ui/Icon";
import { useStore } from "../../hooks/use-store";
import { approvalCountQueryOptions, pendingBadge } from "../approvals/approval-count-queries";
import { domainStore } from "../domains/domains";
import { navSection, type NavPath } from "./nav-section";
import "./shell.css";

interface SidebarProps {
  open: boolean;
  onClose: () => void;
}

export function Sidebar({ open, onClose }: SidebarProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const section = navSection(pathname);
  const onServicePage = section === "/add-service" || section === "/manage-services";
  const [servicesOpen, setServicesOpen] = useState(onServicePage);
  const [wasOnServicePage, setWasOnServicePage] = useState(onServicePage);
  const pendingApprovals = usePendingApprovals();

  // Arriving on a service page opens its group in the same render, not one frame later from an effect.
  if (onServicePage !== wasOnServicePage) {
    setWasOnServicePage(onServicePage);
    if (onServicePage) setServicesOpen(true);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, onClose]);

  return (
    <>
      <div className={open ? "sidebar-scrim is-open" : "sidebar-scrim"} onClick={onClose} aria-hidden="true" />
      <nav id="app-sidebar" className={open ? "sidebar is-open" : "sidebar"} aria-label="Main">
        <ul className="nav-list">
          <NavItem to="/dashboard" section={section} icon="dashboard" label="Dashboard" onNavigate={onClose} />
          <NavItem to="/domain-manager" section={section} icon="globe" label="Domains" onNavigate={onClose} />
          <li>
            <button
              type="button"
              className={onServicePage ? "nav-link nav-group is-within" : "nav-link nav-group"}
              aria-expanded={servicesOpen}
              aria-controls="nav-services"
              onClick={() => setServicesOpen((value) => !value)}
            >
              <Icon name="layers" />
              <span>Services</span>
              <Icon name="chevronDown" size={16} className={servicesOpen ? "nav-caret is-open" : "nav-caret"} />
            </button>
            <ul id="nav-services" className="nav-sublist" hidden={!servicesOpen}>
              <NavItem to="/add-service" section={section} label="Add Service" onNavigate={onClose} />
              <NavItem to="/manage-services" section={section} label="Manage Services" onNavigate={onClose} />
            </ul>
          </li>
          <NavItem to="/analytics" section={section} icon="chart" label="Analytics" onNavigate={onClose} />
          <NavItem to="/activity" section={section} icon="chart" label="Activity" onNavigate={onClose} />
          <NavItem to="/approvals" section={section} icon="check" label="Approvals" onNavigate={onClose} badge={pendingApprovals} />
          <NavItem to="/leads" section={section} icon="mail" label="Leads" onNavigate={onClose} />
          <NavItem to="/subscription" section={section} icon="card" label="Subscription" onNavigate={onClose} />
          <NavItem to="/profile" section={section} icon="settings" label="Settings" onNavigate={onClose} />
        </ul>
      </nav>
    </>
  );
}

interface NavItemProps {
  to: NavPath;
  /** The section the open page belongs to: its link alone is highlighted and is the current page. */
  section: NavPath | null;
  icon?: IconName;
  label: string;
  onNavigate: () => void;
  /** Sits at the link's far end and joins its name, e.g. "Approvals, 3 waiting". */
  badge?: { shown: string; spoken: string } | null;
}

function NavItem({ to, section, icon, label, onNavigate, badge }: NavItemProps) {
  const active = section === to;
  return (
    <li>
      {/* The router's own highlight follows path prefixes (every agent page is under /add-service): the section decides instead. */}
      <Link
        to={to}
        className={active ? "nav-link is-active" : "nav-link"}
        activeOptions={{ exact: true }}
        activeProps={{}}
        aria-current={active ? "page" : undefined}
        onClick={onNavigate}
        aria-label={badge ? `${label}, ${badge.spoken}` : undefined}
      >
        {icon ? <Icon name={icon} /> : <span className="nav-bullet" aria-hidden="true" />}
        <span>{label}</span>
        {badge && (
          <span className="nav-badge" aria-hidden="true" data-testid="approvals-badge">
            {badge.shown}
          </span>
        )}
      </Link>
    </li>
  );
}

/** How many drafts of the selected domain wait for the owner; nothing while none do. */
function usePendingApprovals() {
  const { selected } = useStore(domainStore);
  const count = useQuery({ ...approvalCountQueryOptions(selected?.id ?? ""), enabled: Boolean(selected) });
  return pendingBadge(selected ? count.data : undefined);
}
