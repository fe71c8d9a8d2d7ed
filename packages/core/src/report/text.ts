import type { Message } from "../mail";
import type { DomainReport, WeeklyReport } from "./compose";

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

const MADE: Array<[keyof DomainReport["made"], string, string?]> = [
  ["posts", "post"],
  ["videos", "video"],
  ["reels", "Reel"],
  ["chat_answers", "chat answer"],
  ["audits", "audit"],
  ["optimizations", "optimization"],
];

function domainSection(domain: DomainReport) {
  const made = MADE.filter(([key]) => domain.made[key] > 0).map(([key, one, many]) => plural(domain.made[key], one, many));
  const lines = [domain.site_url ?? domain.domain, `  Made: ${made.length ? made.join(", ") : "nothing"}`];
  for (const post of domain.posts) lines.push(`  - ${post.title} ${post.url}`);
  lines.push(`  Credits spent: ${domain.credits_spent}`, `  See it: ${domain.link}`);
  if (domain.search) {
    lines.push(`  Clicks from Google: ${domain.search.clicks}`);
    for (const post of domain.search.top_posts) lines.push(`  - ${post.title} (${plural(post.clicks, "click")}) ${post.url}`);
  }
  if (domain.knowledge_gaps.length) {
    lines.push("  Top knowledge gaps (questions the chat could not answer):");
    for (const gap of domain.knowledge_gaps) lines.push(`  - ${gap.question} (asked by ${plural(gap.count, "visitor")})`);
  }
  if (domain.new_leads.count) {
    lines.push(`  New leads: ${domain.new_leads.count}`);
    for (const lead of domain.new_leads.latest) lines.push(`  - ${lead.question} ${lead.link}`);
  }
  if (domain.failures.length) {
    lines.push("  Failures that need you:");
    for (const failure of domain.failures) lines.push(`  - ${failure.agent}: ${failure.reason} (${plural(failure.count, "run")}) ${failure.link}`);
  }
  return lines.join("\n");
}

/** The report as a plain-text email, with its unsubscribe link in the text and as the one-click headers mail clients offer. */
export function reportEmail(to: string, firstName: string, report: WeeklyReport, unsubscribe: string): Message {
  return {
    to,
    unsubscribe,
    subject: `Your SiteCrew weekly report (${report.from} to ${report.to})`,
    text: [
      `Hi ${firstName},`,
      `Here is what your agents did from ${report.from} to ${report.to} (${report.timezone}).`,
      ...report.domains.map(domainSection),
      `Credits spent this week: ${report.credits.spent}\nBalance: ${report.credits.balance}\n${report.credits.link}`,
      `You get this email every Monday when your agents were busy. To stop it, open this link and confirm:\n${unsubscribe}`,
    ].join("\n\n"),
  };
}
