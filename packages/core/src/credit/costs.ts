/** What each agent action costs, in credits. Every screen that starts a run shows the price from here. */
export const CREDIT_COSTS = {
  blog_post: { credits: 10, label: "Blog post written and published" },
  blog_optimization: { credits: 8, label: "Blog post rewritten by the optimization agent" },
  social_video: { credits: 25, label: "Narrated short video" },
  instagram_publish: { credits: 2, label: "Video published to Instagram" },
  chat_agent_setup: { credits: 15, label: "Chat agent grounded on a PDF" },
  chat_answer: { credits: 1, label: "Chat answer to a visitor" },
  seo_audit: { credits: 5, label: "SEO audit report" },
  seo_audit_competitor: { credits: 2, label: "Competitor crawled by an SEO audit" },
  seo_audit_item: { credits: 3, label: "Page or post audited against competitors" },
} as const;

export type CreditAction = keyof typeof CREDIT_COSTS;
