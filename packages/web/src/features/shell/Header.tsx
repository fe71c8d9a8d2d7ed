import { Link } from "@tanstack/react-router";
import { CreditsBalance } from "./CreditsBalance";
import { HelpButton } from "./HelpButton";
import { ProfileMenu } from "./ProfileMenu";
import { Icon } from "../../components/ui/Icon";
import { Logo } from "../../components/ui/Logo";
import "./shell.css";

interface HeaderProps {
  navOpen: boolean;
  onToggleNav: () => void;
}

export function Header({ navOpen, onToggleNav }: HeaderProps) {
  return (
    <header className="app-header">
      <button
        type="button"
        className="icon-btn nav-toggle"
        aria-label={navOpen ? "Close navigation" : "Open navigation"}
        aria-expanded={navOpen}
        aria-controls="app-sidebar"
        onClick={onToggleNav}
      >
        <Icon name={navOpen ? "close" : "menu"} />
      </button>
      <Link to="/dashboard" className="header-logo" aria-label="SiteCrew dashboard">
        <Logo />
      </Link>
      <div className="header-actions">
        <CreditsBalance />
        <HelpButton />
        <ProfileMenu />
      </div>
    </header>
  );
}
