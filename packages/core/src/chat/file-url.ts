/*
 * The files' addresses apart from their storage (files.ts re-exports them), so the widget and the
 * agents' views can name an avatar without loading uploads, PDF reading and the domains with it.
 */

/** Where the dashboard and the widget fetch the files from. */
export const CHAT_FILES_ROUTE = "/api/files/chat";

/** A stored document's or avatar's URL: the route names the domain and the file, never the owner. */
export const fileUrl = (key: string) => `${CHAT_FILES_ROUTE}/${key.split("/").slice(2).join("/")}`;
