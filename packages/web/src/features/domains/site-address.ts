/** What the domain bar says about the selected site's address and its SSL. */
export interface SiteAddress {
  /** The address as the site reported it (scheme, host, a non-default port, a sub-folder), or the domain as entered. */
  label: string;
  /** From the site's own URL: https or not; unknown until the plugin has connected. */
  ssl: "enabled" | "none" | "unknown";
}

/**
 * The connected WordPress site's own address (its home URL, which the plugin reports) wins over the domain's name: that
 * is where the site answers, over http or https, on its port. Before it connects, the domain is shown as entered and
 * nothing is claimed about SSL, since the https:// the name is stored with is ours, not the site's.
 */
export function siteAddress(domainName: string, reportedUrl?: string | null): SiteAddress {
  if (reportedUrl) {
    try {
      const url = new URL(reportedUrl);
      if (url.protocol === "https:" || url.protocol === "http:") {
        return { label: `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, "")}`, ssl: url.protocol === "https:" ? "enabled" : "none" };
      }
    } catch {
      // An address the site reported badly says nothing; the domain's name stands in.
    }
  }
  return { label: domainName.replace(/^https?:\/\//i, "").replace(/\/+$/, ""), ssl: "unknown" };
}
