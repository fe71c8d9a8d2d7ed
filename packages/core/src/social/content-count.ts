import { Counter } from "../db/counter";
import { Site } from "../site";
import { socialContentCounter } from "./counters";

/** How many videos the domain's agents have made; apart from the rest of the social area so the domain routes read it alone. */
export async function countSocialContents(domainId: string) {
  const domain = await Site.load(domainId);
  return Counter.read(domain.userId, socialContentCounter(domain.domainId));
}
