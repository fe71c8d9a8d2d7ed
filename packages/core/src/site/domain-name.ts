import * as v from "valibot";

const REQUIRED = "Please enter a valid domain";
const formatMessage = (host: string) => `Please enter a valid domain format (e.g., ${host})`;

// Labels of letters, digits and inner hyphens; the last label (the TLD) letters only, 2 or more.
// What people paste from the address bar (a port, a path, a query) is accepted; only the host is kept.
const DOMAIN = /^(https?:\/\/)?((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})\.?(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** The host a user typed, without scheme or trailing slashes, for the example in the format message. */
function typedHost(input: string) {
  const host = input.replace(/^[a-z]+:\/\//i, "").split(/[/?#:]/)[0];
  return host && /^[\w.-]+$/.test(host) && host.includes(".") ? host.toLowerCase() : "example.com";
}

export interface DomainName {
  /** Stored and shown: `https://` plus the lower-case host. */
  domainName: string;
  host: string;
}

/** The spec's domain rule: optional http(s) prefix, a letter TLD of 2+; scheme, port and path dropped. */
export const DomainNameSchema = v.pipe(
  // Optional with a default so a missing field gets the same message as an empty one.
  v.optional(v.string(REQUIRED), ""),
  v.trim(),
  v.nonEmpty(REQUIRED),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const match = DOMAIN.exec(dataset.value);
    if (!match || match[2]!.length > 253) {
      addIssue({ message: formatMessage(typedHost(dataset.value)) });
      return NEVER;
    }
    const host = match[2]!.toLowerCase();
    return { domainName: `https://${host}`, host } satisfies DomainName;
  }),
);

/** Hosts compared the way people mean them: `www.example.com` is `example.com`. */
export function sameSite(a: string, b: string) {
  const bare = (host: string) =>
    host
      .toLowerCase()
      .replace(/\.$/, "")
      .replace(/^www\./, "");
  return bare(a) === bare(b);
}

/** The host of a URL, or null when it is not an http(s) URL. */
export function hostOf(url: string) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.hostname : null;
  } catch {
    return null;
  }
}
