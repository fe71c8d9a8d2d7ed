/**
 * Every agent the product has and the kinds of run each one makes: their names as the owner reads
 * them, and the steps their progress counts. The rest of the system reads agents from here instead
 * of keeping lists of its own. Kept free of imports, so the dashboard reads it at no cost; the
 * server's side of each agent (its work, its publishing) is in `runners.ts`.
 */
interface RunKindEntry {
  label: string;
  /** What the run does, in order: the steps its progress bar counts. */
  steps: readonly string[];
  /** Needs the media worker (ffmpeg, fonts, speech): its own queue and a longer lease. */
  media?: true;
}

interface AgentEntry {
  /** As the Add Service cards name it. */
  name: string;
  runs: Record<string, RunKindEntry>;
}

/** In the order the analytics charts stack them. */
export const AGENT_CATALOG = {
  blog: {
    name: "Blog Agent",
    runs: { blog: { label: "Blog post", steps: ["Reading the site", "Choosing a topic", "Writing the post", "Scoring", "Publishing"] } },
  },
  social: {
    name: "Social Media Agent",
    runs: {
      social_video: {
        label: "Social video",
        steps: ["Reading the post", "Writing the script", "Recording the voice", "Gathering the visuals", "Rendering", "Uploading"],
        media: true,
      },
      instagram_publish: { label: "Instagram Reel", steps: ["Sending the video to Instagram", "Publishing on Instagram"] },
    },
  },
  chat: {
    name: "Chat Agent",
    runs: { chat_knowledge: { label: "Chat knowledge", steps: ["Reading the PDF", "Reading the site", "Indexing"] } },
  },
  auditor: {
    name: "Website SEO Auditor",
    runs: { seo_audit: { label: "SEO audit", steps: ["Reading your pages", "Crawling competitors", "Comparing", "Writing the report"] } },
  },
  optimizer: {
    name: "Blog Optimization",
    runs: { blog_optimization: { label: "Blog optimization", steps: ["Reading the post", "Scoring", "Rewriting", "Saving the draft"] } },
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
