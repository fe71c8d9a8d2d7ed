export { type InstagramAccountView, InstagramAccounts } from "./accounts";
export { InstagramAuth, type SignInResult } from "./oauth";
export { refreshDue } from "./refresh";
// The publish route and the run worker reach the video publishing run through Instagram's entry point.
export { PublishInput, SocialPublish } from "../social/publish";
