import { Link } from "@tanstack/react-router";
import { useCallback, useId, useRef } from "react";
import { useDismiss } from "./use-dismiss";
import { useSignOut } from "./use-sign-out";
import { useStore } from "../../hooks/use-store";
import { session } from "../../lib/session";
import { profileMenuStore, setDeleteAccountDialogOpen, setProfileMenuOpen } from "../../lib/ui-state";
import { Avatar } from "../../components/ui/Avatar";
import { Icon } from "../../components/ui/Icon";
import { Spinner } from "../../components/ui/Spinner";
import { SUPPORT_EMAIL } from "./HelpButton";
import "./shell.css";

/** The name the profile button shows and says: the first name, else the first word of the full name, else the email. */
function profileName(user: { first_name?: string; fullname?: string; email?: string } | null): string {
  const first = user?.first_name?.trim() || user?.fullname?.trim().split(/\s+/)[0] || user?.email?.trim();
  return first || "Profile";
}

/** A disclosure (not an ARIA menu): items keep their native link and button roles and Tab order. */
export function ProfileMenu() {
  const open = useStore(profileMenuStore);
  const { user } = useStore(session);
  const { signOut, pending } = useSignOut();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setProfileMenuOpen(false), []);
  const shownName = profileName(user);
  useDismiss(open, close, container, trigger);

  function openDeleteAccount() {
    close();
    trigger.current?.focus();
    setDeleteAccountDialogOpen(true);
  }

  return (
    <div className="profile-menu" ref={container}>
      <button
        ref={trigger}
        type="button"
        className="profile-trigger"
        aria-label={`${shownName}, profile menu`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setProfileMenuOpen(!open)}
      >
        {/* No initials here: they would be visible text the button's name does not say (WCAG 2.5.3). */}
        {user?.avatar_url ? (
          <Avatar name={user.fullname} src={user.avatar_url} size={32} />
        ) : (
          <span className="avatar profile-placeholder" aria-hidden="true">
            <Icon name="user" size={18} />
          </span>
        )}
        <span className="profile-name">{shownName}</span>
        <Icon name="chevronDown" size={16} className="profile-chevron" />
      </button>
      {open && (
        <div className="menu-panel" id={panelId}>
          <div className="menu-identity">
            <p className="menu-name">{user?.fullname}</p>
            <p className="menu-email">{user?.email}</p>
          </div>
          <ul className="menu-list">
            <li>
              <Link to="/profile" className="menu-item" onClick={close}>
                <Icon name="user" size={18} /> My Profile
              </Link>
            </li>
            <li>
              <Link to="/subscription" className="menu-item" onClick={close}>
                <Icon name="card" size={18} /> Billing &amp; Plans
              </Link>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`} className="menu-item" onClick={close}>
                <Icon name="mail" size={18} /> Support Center
              </a>
            </li>
            <li>
              <button type="button" className="menu-item menu-item-danger" onClick={openDeleteAccount}>
                <Icon name="trash" size={18} /> Delete Account
              </button>
            </li>
            {/* The separator is the item's own border: a list may only hold list items. */}
            <li className="menu-separated">
              <button type="button" className="menu-item" disabled={pending} onClick={() => void signOut().finally(close)}>
                {pending ? <Spinner /> : <Icon name="logout" size={18} />} Sign Out
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
