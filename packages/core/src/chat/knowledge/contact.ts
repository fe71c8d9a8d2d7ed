import { Content, type DomainRef } from "../../content";
import { VisibleError } from "../../error";
import { contactPageOf, type SitePage } from "./contact-page";

/** The contact page of a connected site, from its list of posts and pages; null when it has none or cannot be asked. */
export async function findContactPage(ref: DomainRef, known: SitePage[]): Promise<string | null> {
  const fromKnown = contactPageOf(known);
  if (fromKnown) return fromKnown;
  try {
    return contactPageOf(await Content.items(ref));
  } catch (error) {
    // Not connected, or not answering: the refusal points to the site's address instead.
    if (error instanceof VisibleError) return null;
    throw error;
  }
}
