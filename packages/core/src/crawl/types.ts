/** What the crawler reads from one HTML page: the facts the auditor and the optimizer judge. */
export interface PageFacts {
  /** The address asked for. */
  url: string;
  /** Where the page was answered from, after redirects. */
  finalUrl: string;
  status: number;
  https: boolean;
  title: string;
  metaDescription: string;
  canonical: string | null;
  /** The robots meta tag's content, e.g. "noindex, follow"; null when absent. */
  robots: string | null;
  /** The html element's lang attribute; null when absent. */
  lang: string | null;
  headings: { level: 1 | 2 | 3 | 4 | 5 | 6; text: string }[];
  /** Words of the main content (article, main, else body), scripts, styles, nav, header and footer removed. */
  wordCount: number;
  /** The main content as plain text (at most 100,000 characters). */
  text: string;
  /** The main content as HTML (scripts and styles removed, at most 500,000 characters): what Yoast scores. */
  contentHtml: string;
  /** Absolute http(s) URLs without fragments, deduplicated: same host (ignoring www.) or not. */
  internalLinks: string[];
  externalLinks: string[];
  images: { src: string; alt: string | null }[];
  /** The @type values of every JSON-LD block (including @graph members), e.g. ["Article", "BreadcrumbList"]. */
  structuredData: string[];
  /** og:* properties, e.g. { "og:title": "…", "og:image": "…" }. */
  openGraph: Record<string, string>;
  htmlBytes: number;
  scripts: number;
}

/** A page the crawler could not read, with the reason in words a site owner understands. */
export interface CrawlFailure {
  url: string;
  reason: string;
}

export interface CrawlResult {
  /** The site's origin as crawled, e.g. "https://example.com". */
  origin: string;
  pages: PageFacts[];
  failed: CrawlFailure[];
  /** Addresses robots.txt disallowed for our user agent, not fetched. */
  blocked: string[];
  /** Set when the site could not be crawled at all (home page unreachable, refused address...). */
  error: string | null;
  /** What the owner should know about how the site was read, e.g. that its robots.txt could not be read. */
  notes: string[];
}
