import { createStore } from "./store";
import { readJson, write } from "./storage";

const MENU_KEY = "profileMenuOpen";

const profileMenu = createStore<boolean>(readJson<boolean>(MENU_KEY) === true);

/** The profile menu remembers whether it was open across reloads. */
export const profileMenuStore = { get: profileMenu.get, subscribe: profileMenu.subscribe };

export function setProfileMenuOpen(open: boolean): void {
  write(MENU_KEY, open);
  profileMenu.set(open);
}

const deleteAccount = createStore(false);

/** Opened from both the profile menu and the profile page; rendered once by the shell. */
export const deleteAccountDialogStore = { get: deleteAccount.get, subscribe: deleteAccount.subscribe };

export function setDeleteAccountDialogOpen(open: boolean): void {
  deleteAccount.set(open);
}
