import { Resource } from "sst";
import { withActor } from "../actor";
import { allHooks } from "../agents/hooks";
import { Analytics } from "../analytics";
import { accountCredits } from "../analytics/credit-figures";
import { localRange } from "../analytics/fold";
import { searchWeek } from "../search-console";
import { DomainEntity } from "../site/domain.entity";
import type { UserRecord } from "../user";
import type { AgentReportLines } from "./lines";
import { type ReportWeek, weekEndsAt } from "./week";

/** How many of a domain's unanswered questions and failure reasons the email lists. */
const TOP = 3;

const dashboard = (path: string) => `${Resource.Site.url}${path}`;

export interface DomainReport {
  domain_id: string;
  domain: string;
  /** Where the site answers, as its plugin reported it; null until it connected. */
  site_url: string | null;
  made: { posts: number; videos: number; reels: number; chat_answers: number; audits: number; optimizations: number };
  posts: NonNullable<AgentReportLines["posts"]>;
  credits_spent: number;
  /** The questions the chat could not answer, each with how many visitors asked it. */
  knowledge_gaps: Array<{ question: string; count: number }>;
  failures: Array<{ agent: string; reason: string; count: number; link: string }>;
  new_leads: NonNullable<AgentReportLines["new_leads"]>;
  /** Google's clicks on the site over the week and its three posts with the most; null without Search Console. */
  search: Awaited<ReturnType<typeof searchWeek>>;
  link: string;
}

export interface WeeklyReport {
  week: string;
  from: string;
  to: string;
  timezone: string;
  domains: DomainReport[];
  credits: { spent: number; balance: number; link: string };
  /** False for a week in which nothing happened: such a week sends nothing. */
  active: boolean;
}

type AnalyticsView = Awaited<ReturnType<typeof Analytics.view>>;

interface DomainWeek {
  view: AnalyticsView;
  lines: AgentReportLines;
  search: DomainReport["search"];
}

function domainReport(domain: { domainId: string; domainName: string; siteUrl?: string }, { view, lines, search }: DomainWeek): DomainReport {
  const { totals } = view;
  return {
    domain_id: domain.domainId,
    domain: domain.domainName,
    site_url: domain.siteUrl ?? null,
    made: {
      posts: totals.posts,
      videos: totals.videos,
      reels: totals.reels,
      chat_answers: totals.chat_answers,
      audits: totals.audits,
      optimizations: totals.optimizations,
    },
    posts: lines.posts ?? [],
    credits_spent: totals.credits_spent,
    knowledge_gaps: view.unanswered_questions.slice(0, TOP).map(({ question, count }) => ({ question, count })),
    failures: view.quality.failure_reasons.slice(0, TOP).map((failure) => ({
      agent: failure.agent,
      reason: failure.reason,
      count: failure.count,
      link: dashboard(`/activity/${encodeURIComponent(failure.last_run_id)}`),
    })),
    new_leads: lines.new_leads ?? { count: 0, latest: [] },
    search,
    link: dashboard("/analytics"),
  };
}

const isActive = (domain: DomainReport) =>
  Object.values(domain.made).some((count) => count > 0) ||
  domain.credits_spent > 0 ||
  domain.failures.length > 0 ||
  domain.knowledge_gaps.length > 0 ||
  domain.new_leads.count > 0 ||
  (domain.search?.clicks ?? 0) > 0;

/**
 * An account's report for one of its weeks, in its zone: each domain's figures are Analytics' own
 * for the 7 days ending on the week's Sunday, and the credits are the credit summary's (spent by
 * finished work across the domains; the balance at the week's end). The agents' lines (posts, new leads) are the week's own.
 */
export async function composeReport(user: UserRecord, report: ReportWeek): Promise<WeeklyReport> {
  const timeZone = user.timeZone ?? "UTC";
  const lastInstant = weekEndsAt(report, timeZone) - 1;
  const { data: domains } = await DomainEntity.query.byUser({ userId: user.userId }).go({ pages: "all", attributes: ["domainId", "domainName", "siteUrl"] });
  const views = await withActor({ type: "user", properties: { userId: user.userId } }, () =>
    Promise.all(domains.map((domain) => Analytics.view({ days: 7, tz: timeZone }, domain.domainId, lastInstant))),
  );
  const range = localRange(7, timeZone, lastInstant);
  const agents = await allHooks();
  const weeks = await Promise.all(
    domains.map(async (domain, index): Promise<DomainWeek> => {
      const ref = { userId: user.userId, domainId: domain.domainId };
      const [search, ...lines] = await Promise.all([
        searchWeek(ref, report.weekStart, report.weekEnd),
        ...agents.flatMap((agent) => agent.weeklyReport?.(ref, range) ?? []),
      ]);
      return { view: views[index]!, lines: lines.reduce<AgentReportLines>((all, part) => ({ ...all, ...part }), {}), search };
    }),
  );
  const perDomain = domains.map((domain, index) => domainReport(domain, weeks[index]!));
  const { spent } = await accountCredits(user.userId, range);
  return {
    week: report.week,
    from: report.weekStart,
    to: report.weekEnd,
    timezone: timeZone,
    domains: perDomain.filter(isActive),
    credits: { spent, balance: views[0]?.totals.balance_end ?? 0, link: dashboard("/subscription") },
    active: perDomain.some(isActive),
  };
}
