export { type InstagramAccountView, InstagramAccounts } from "./accounts";
export { InstagramAuth, type SignInResult } from "./oauth";
export { refreshDue } from "./refresh";
