import { Spinner } from "../../components/ui/Spinner";
import { lazyPart } from "../../lib/lazy-part";

/** What the social media agent lends the shared pages, through the agents module; its list loads the first time it shows. */
export const socialParts = {
  /** The Instagram accounts videos are published to. */
  instagramAccounts: lazyPart(() => import("./InstagramAccounts").then((module) => module.InstagramAccounts), <Spinner label="Loading Instagram accounts…" />),
};
