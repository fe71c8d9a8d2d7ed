import { Resource } from "sst";
import { withActor } from "../actor";
import { Analytics } from "../analytics";
import { accountCredits } from "../analytics/credit-figures";
import { localRange } from "../analytics/fold";
import { DomainEntity } from "../site/domain.entity";
import type { UserRecord } from "../user";
import { type ReportWeek, weekEndsAt } from "./week";

/** How many of a domain's unanswered questions and failure reasons the email lists. */
const TOP = 3;

const dashboard = (path: string) => `${Resource.Site.url}${path}`;

export interface DomainReport {
  domain_id: string;
  domain: string;
  made: { posts: number; videos: number; reels: number; chat_answers: number; audits: number; optimizations: number };
  credits_spent: number;
  knowledge_gaps: Array<{ question: string; count: number }>;
  failures: Array<{ agent: string; reason: string; count: number; link: string }>;
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

function domainReport(domain: { domainId: string; domainName: string }, view: AnalyticsView): DomainReport {
  const { totals } = view;
  return {
    domain_id: domain.domainId,
    domain: domain.domainName,
    made: {
      posts: totals.posts,
      videos: totals.videos,
      reels: totals.reels,
      chat_answers: totals.chat_answers,
      audits: totals.audits,
      optimizations: totals.optimizations,
    },
    credits_spent: totals.credits_spent,
    knowledge_gaps: view.unanswered_questions.slice(0, TOP).map(({ question, count }) => ({ question, count })),
    failures: view.quality.failure_reasons.slice(0, TOP).map((failure) => ({
      agent: failure.agent,
      reason: failure.reason,
      count: failure.count,
      link: dashboard(`/activity/${encodeURIComponent(failure.last_run_id)}`),
    })),
    link: dashboard("/analytics"),
  };
}

const isActive = (domain: DomainReport) =>
  Object.values(domain.made).some((count) => count > 0) || domain.credits_spent > 0 || domain.failures.length > 0 || domain.knowledge_gaps.length > 0;

/**
 * An account's report for one of its weeks, in its zone: each domain's figures are Analytics' own
 * for the 7 days ending on the week's Sunday, and the credits are the credit summary's (spent by
 * finished work across the domains; the balance at the week's end).
 */
export async function composeReport(user: UserRecord, report: ReportWeek): Promise<WeeklyReport> {
  const timeZone = user.timeZone ?? "UTC";
  const lastInstant = weekEndsAt(report, timeZone) - 1;
  const { data: domains } = await DomainEntity.query.byUser({ userId: user.userId }).go({ pages: "all", attributes: ["domainId", "domainName"] });
  const views = await withActor({ type: "user", properties: { userId: user.userId } }, () =>
    Promise.all(domains.map((domain) => Analytics.view({ days: 7, tz: timeZone }, domain.domainId, lastInstant))),
  );
  const perDomain = domains.map((domain, index) => domainReport(domain, views[index]!));
  const { spent } = await accountCredits(user.userId, localRange(7, timeZone, lastInstant));
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
