/**
 * Every agent the product has: its name as the owner reads it, the kinds of run it makes and the
 * steps their progress counts, its prices, the prefixes of its items' ids, its place in Manage
 * Services and its card on Add Service. The rest of the system reads agents from here instead of
 * keeping lists of its own. Kept free of imports, so the dashboard reads it at no cost; the
 * server's side of each agent (its work, its publishing, its hooks) is in `runners.ts` and `hooks.ts`.
 */
/** Where a succeeded run leads the owner: what it made, or the approval it waits on. */
export interface RunResultLink {
  label: string;
  /** An absolute address on the owner's site or Instagram, or a path of the dashboard. */
  url: string;
}

/** What a succeeded run recorded, as its result link reads it. */
export interface RunFacts {
  id: string;
  agentId: string;
  input: Record<string, unknown>;
  output: Record<string, unknown>;
  /** The owner's decision on the approval the run asked for; absent when it asked for none, or it was not read. */
  approval?: "pending" | "approved" | "rejected";
}

const text = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined);
const external = (value: unknown): string | undefined => {
  const url = text(value);
  return url && /^https?:\/\//i.test(url) ? url : undefined;
};

const counted = (value: unknown, one: string, many: string): string | undefined => {
  const count = Array.isArray(value) ? value.length : typeof value === "number" ? value : undefined;
  return count === undefined ? undefined : `${count} ${count === 1 ? one : many}`;
};

/** Work the site refused is kept on the run, whose page sends it again. */
const publishAgain = (run: RunFacts): RunResultLink | undefined =>
  run.output.published === false ? { label: "Publish again", url: `/activity/${run.id}` } : undefined;

/** Work that waits in Approvals until the owner decides; `live` is what approving it put on the site. */
function decided(run: RunFacts, live: RunResultLink | undefined): RunResultLink {
  if (run.approval === "approved") return live ?? { label: "View approval", url: "/approvals?status=approved" };
  if (run.approval === "rejected") return { label: "View approval", url: "/approvals?status=rejected" };
  return { label: "Review approval", url: "/approvals" };
}

const socialContentPage = (run: RunFacts, title?: string) =>
  `/add-service/view-social-content/${run.agentId}${title ? `?search=${encodeURIComponent(title.slice(0, 100))}` : ""}`;

interface RunKindEntry {
  label: string;
  /** What the run does, in order: the steps its progress bar counts. */
  steps: readonly string[];
  /** Needs the media worker (ffmpeg, fonts, speech): its own queue and a longer lease. */
  media?: true;
  /** What a succeeded run adds to its domain's analytics besides the run itself, from its output. */
  tally?: (output: Record<string, unknown>) => Record<string, number>;
  /** Whether a succeeded run's work waits in Approvals, so its result depends on the owner's decision. */
  approval?: (output: Record<string, unknown>) => boolean;
  /** Where a succeeded run leads: what it made (the live post, the video, the report...), or its approval. */
  result: (run: RunFacts) => RunResultLink;
  /** What the run made or works on, as Activity names its row ("Blog post: <title>"); undefined while it is not known. */
  subject: (run: Pick<RunFacts, "input" | "output">) => string | undefined;
}

interface Price {
  credits: number;
  /** As the Billing page names the charge. */
  label: string;
}

interface AgentEntry {
  /** As the Add Service cards name it. */
  name: string;
  runs: Record<string, RunKindEntry>;
  /** What each action of the agent costs; every screen that starts one shows the price from here. */
  prices: Record<string, Price>;
  /** The prefixes of the ids of the agent's own items, by kind of item. */
  ids: Record<string, string>;
  /**
   * For agents Manage Services lists: their type there, and their place in the domain's service
   * counts (GET /services-count answers in the spec's order: blog agent, blog optimization,
   * social agent, chat agent).
   */
  service?: { type: string; position: number };
  /** Its card on Add Service: what it does, its icon, its page; `seo` cards sit behind the Programmatic SEO Agents card. */
  card: { description: string; icon: string; page: string; group?: "seo" };
}

/** In the order the analytics charts stack them. */
export const AGENT_CATALOG = {
  blog: {
    name: "Blog Agent",
    runs: {
      blog: {
        label: "Blog post",
        steps: ["Reading the site", "Choosing a topic", "Writing the post", "Scoring", "Making the featured image", "Publishing"],
        // The featured image is drawn with ffmpeg and fonts, which the media worker has.
        media: true,
        // A draft's address is the one it keeps once approved.
        approval: (output) => output.post_status === "draft",
        result: (run) => {
          const url = external(run.output.post_url);
          const post = url ? { label: "View post", url } : undefined;
          if (run.output.post_status === "draft") return publishAgain(run) ?? decided(run, post);
          return publishAgain(run) ?? post ?? { label: "View post", url: `/add-service/view-blog-content/${run.agentId}` };
        },
        subject: (run) => text(run.output.title),
      },
    },
    prices: {
      blog_post: { credits: 10, label: "Blog post written and published" },
      // Added to a post's price only where an image model is configured (featured-image/credits.ts); the title card is free.
      featured_image: { credits: 2, label: "Featured image generated by an image model" },
    },
    ids: { blogAgent: "blog", blogContent: "bc", writingStyle: "ws", approval: "apr" },
    service: { type: "Blog Agent", position: 0 },
    card: {
      description: "Writes blog posts for your site on a schedule, from your keywords, categories and writing style.",
      icon: "sparkles",
      page: "/add-service/manage-blog-agent",
    },
  },
  social: {
    name: "Social Media Agent",
    runs: {
      social_video: {
        label: "Social video",
        steps: ["Reading the post", "Writing the script", "Recording the voice", "Gathering the visuals", "Rendering", "Uploading"],
        media: true,
        tally: () => ({ videos: 1 }),
        result: (run) => ({ label: "Watch video", url: socialContentPage(run, text(run.input.post_title)) }),
        subject: (run) => text(run.input.post_title),
      },
      instagram_publish: {
        label: "Instagram Reel",
        steps: ["Sending the video to Instagram", "Publishing on Instagram"],
        tally: () => ({ reels: 1 }),
        result: (run) => {
          const permalink = external(run.output.permalink);
          return permalink ? { label: "View Reel", url: permalink } : { label: "Watch video", url: socialContentPage(run) };
        },
        subject: (run) => text(run.input.post_title),
      },
    },
    prices: {
      social_video: { credits: 25, label: "Narrated short video" },
      instagram_publish: { credits: 2, label: "Video published to Instagram" },
    },
    ids: { socialAgent: "soc", socialContent: "scn", instagramAccount: "iga", instagramState: "igs" },
    service: { type: "Social Media Agent", position: 2 },
    card: {
      description: "Turns your blog posts into social videos with a chosen voice, ready to publish to Instagram.",
      icon: "camera",
      page: "/add-service/manage-social-media-agent",
    },
  },
  chat: {
    name: "Chat Agent",
    runs: {
      chat_knowledge: {
        label: "Chat knowledge",
        steps: ["Reading the PDF", "Reading the site", "Indexing"],
        result: (run) => ({ label: "Open chat agent", url: `/add-service/edit-chat-agent/${run.agentId}` }),
        subject: (run) => text(run.input.document_name) ?? (run.input.use_site_pages === true ? "the site's pages" : undefined),
      },
    },
    prices: {
      chat_agent_setup: { credits: 15, label: "Chat agent grounded on a PDF" },
      chat_answer: { credits: 1, label: "Chat answer to a visitor" },
    },
    ids: { chatAgent: "chat", chatDocument: "cdoc", chatAvatar: "cav", conversation: "conv", widget: "wgt" },
    service: { type: "Chat Agent", position: 3 },
    card: {
      description: "A chat widget for your website that answers visitors, optionally from a PDF you upload.",
      icon: "mail",
      page: "/add-service/manage-chat-agent",
    },
  },
  auditor: {
    name: "Website SEO Auditor",
    runs: {
      seo_audit: {
        label: "SEO audit",
        steps: ["Reading your pages", "Crawling competitors", "Measuring performance", "Comparing", "Writing the report"],
        // Lighthouse measures the pages in Chrome, which the media worker has.
        media: true,
        tally: () => ({ audits: 1 }),
        result: (run) => ({ label: "Open report", url: `/add-service/view-auditor-result/${text(run.output.auditor_id) ?? run.agentId}` }),
        subject: (run) => {
          const parts = [counted(run.input.pages, "page", "pages"), counted(run.input.competitors, "competitor", "competitors")].filter(Boolean);
          return parts.length ? parts.join(", ") : undefined;
        },
      },
    },
    prices: {
      // Includes Lighthouse's measurements: at most ten pages an audit, each a minute of CPU at most.
      seo_audit: { credits: 7, label: "SEO audit report, with up to 10 pages measured by Lighthouse" },
      seo_audit_competitor: { credits: 2, label: "Competitor crawled by an SEO audit" },
      seo_audit_item: { credits: 3, label: "Page or post audited against competitors" },
    },
    ids: { auditor: "aud" },
    card: {
      description: "Compares the content you pick with up to ten competitor sites and writes an SEO report.",
      icon: "search",
      page: "/add-service/manage-blog-auditor",
      group: "seo",
    },
  },
  optimizer: {
    name: "Blog Optimization",
    runs: {
      blog_optimization: {
        label: "Blog optimization",
        steps: ["Reading the post", "Scoring", "Rewriting", "Saving the draft"],
        tally: ({ score_before: before, score_after: after }): Record<string, number> =>
          typeof before === "number" && typeof after === "number"
            ? { optimizations: 1, optimization_before_sum: before, optimization_after_sum: after, optimization_n: 1 }
            : { optimizations: 1 },
        approval: (output) => typeof output.approval_id === "string",
        // Approving copies the rewrite onto the post, which keeps its address.
        result: (run) => {
          const url = external(run.input.post_url);
          return publishAgain(run) ?? decided(run, url ? { label: "View updated post", url } : undefined);
        },
        subject: (run) => text(run.output.title) ?? text(run.input.post_title),
      },
    },
    prices: { blog_optimization: { credits: 8, label: "Blog post rewritten by the optimization agent" } },
    ids: { optimization: "opt" },
    service: { type: "Blog Optimization", position: 1 },
    card: {
      description: "Rewrites your older blog posts with the SEO provider you choose: Yoast, Rank Math or Semrush.",
      icon: "chart",
      page: "/add-service/manage-blog-optimization-agent",
      group: "seo",
    },
  },
} as const satisfies Record<string, AgentEntry>;

export type AgentKey = keyof typeof AGENT_CATALOG;
export const AGENTS = Object.keys(AGENT_CATALOG) as readonly AgentKey[];

type Catalog = typeof AGENT_CATALOG;
export type RunKind = { [A in AgentKey]: keyof Catalog[A]["runs"] & string }[AgentKey];

/** Each kind of run with the agent whose work it is. */
export const RUN_KINDS = Object.fromEntries(
  AGENTS.flatMap((agent) => Object.entries(AGENT_CATALOG[agent].runs).map(([kind, entry]) => [kind, { ...(entry as RunKindEntry), agent }])),
) as Record<RunKind, RunKindEntry & { agent: AgentKey }>;

export const isRunKind = (kind: string): kind is RunKind => Object.hasOwn(RUN_KINDS, kind);

export const agentName = (agent: AgentKey): string => AGENT_CATALOG[agent].name;

/** Which agent a run of `kind` works for; undefined for a kind no agent makes. */
export const agentOfKind = (kind: string): AgentKey | undefined => (isRunKind(kind) ? RUN_KINDS[kind].agent : undefined);

export type CreditAction = { [A in AgentKey]: keyof Catalog[A]["prices"] & string }[AgentKey];

/** Every agent's prices in one table, by action. */
export const CREDIT_COSTS = Object.fromEntries(AGENTS.flatMap((agent) => Object.entries(AGENT_CATALOG[agent].prices))) as Record<CreditAction, Price>;

export type AgentIdKind = { [A in AgentKey]: keyof Catalog[A]["ids"] & string }[AgentKey];

/** The prefixes of every agent's item ids, by kind of item. */
export const AGENT_ID_PREFIXES = Object.fromEntries(AGENTS.flatMap((agent) => Object.entries(AGENT_CATALOG[agent].ids))) as Record<AgentIdKind, string>;

export type ServiceAgent = { [A in AgentKey]: Catalog[A] extends { service: object } ? A : never }[AgentKey];

/** The agents Manage Services lists, in the spec's order of the service counts. */
export const SERVICE_AGENTS = AGENTS.filter((agent): agent is ServiceAgent => "service" in AGENT_CATALOG[agent]).sort(
  (a, b) => serviceOf(a).position - serviceOf(b).position,
);

export type ServiceType = Catalog[ServiceAgent]["service"]["type"];

function serviceOf(agent: ServiceAgent): { type: ServiceType; position: number } {
  return AGENT_CATALOG[agent].service;
}

/** Manage Services' types, by name as the spec lists them. */
export const SERVICE_TYPES = SERVICE_AGENTS.map((agent) => serviceOf(agent).type).sort() as readonly ServiceType[];
