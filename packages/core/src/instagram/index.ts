export { type InstagramAccountView, InstagramAccounts } from "./accounts";
export { type CallbackQuery, InstagramAuth, type SignInResult } from "./oauth";
export { refreshDue } from "./refresh";
