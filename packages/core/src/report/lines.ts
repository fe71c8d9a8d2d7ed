/** An agent's part of a domain's weekly report: each section comes from the agent that knows it. */
export interface AgentReportLines {
  /** The week's published posts on the site, newest first. */
  posts?: Array<{ title: string; url: string }>;
  /** The leads visitors left during the week, with the latest few linked. */
  new_leads?: { count: number; latest: Array<{ question: string; link: string }> };
}
