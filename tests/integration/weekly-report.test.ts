import { Resource } from "sst";
import { afterAll, describe, expect, it } from "vitest";
import { withActor } from "../../packages/core/src/actor";
import { Analytics } from "../../packages/core/src/analytics";
import { gapItem } from "../../packages/core/src/analytics/gaps";
import { GapEntity } from "../../packages/core/src/analytics/gap.entity";
import { addDays, localDayOf, startOfLocalDay } from "../../packages/core/src/analytics/local-days";
import { accountTally, addTally } from "../../packages/core/src/analytics/tally";
import { BlogContentEntity } from "../../packages/core/src/blog/content.entity";
import { contentIdFor } from "../../packages/core/src/blog/content";
import { LeadEntity } from "../../packages/core/src/chat/leads/lead.entity";
import { deliverReport, WeeklyReports } from "../../packages/core/src/report";
import { composeReport } from "../../packages/core/src/report/compose";
import { ReportBackfillEntity, ReportScheduleEntity, ReportSentEntity } from "../../packages/core/src/report/schedule.entity";
import { unsubscribeLink } from "../../packages/core/src/report/unsubscribe";
import { mondayOf, nextReport, type ReportWeek, reportWeek } from "../../packages/core/src/report/week";
import { User } from "../../packages/core/src/user";
import { deterministicId } from "../../packages/core/src/util/id";
import { tick } from "../../packages/functions/src/worker/cron";
import { call } from "../support/api";
import { addDomain } from "../support/domains";
import { emailsTo, mailSettled } from "../support/outbox";
import { PASSWORD, registeredUser, uniqueEmail } from "../support/users";

const TZ = "Europe/Paris";
const HOUR_MS = 60 * 60_000;
const SUBJECT = "Subject: Your SiteCrew weekly report";

/** A week well in the past, so its Monday 08:00 has passed whatever day the test runs. */
const weekAgo = (weeksBack: number) => reportWeek(addDays(mondayOf(localDayOf(TZ)(Date.now())), -7 * weeksBack), TZ);
/** An instant on a day of the week (0 = its Monday), at noon in Paris. */
const during = (week: ReportWeek, day: number) => Date.parse(`${addDays(week.weekStart, day)}T11:00:00Z`);

async function owner() {
  const user = await registeredUser();
  await User.setReportSettings(user.userId, { timeZone: TZ });
  const domain = await addDomain(user.token, `report-${user.userId.slice(-8)}.example.test`);
  return { ...user, domainId: domain.id };
}

type Owner = Awaited<ReturnType<typeof owner>>;

/** A busy week in the daily counters, as the agents' events write them, with a question the chat could not answer. */
async function seedWeek(who: Owner, week: ReportWeek) {
  const scope = { userId: who.userId, scope: who.domainId };
  await addTally({ ...scope, at: during(week, 0), add: { posts: 2, credits_blog: 20, runs_ok_blog: 2 } });
  await addTally({ ...scope, at: during(week, 3), add: { videos: 1, reels: 1, credits_social: 30, runs_ok_social: 1, chat_answers: 5, credits_chat: 5 } });
  await addTally({ ...scope, at: during(week, 6), add: { audits: 1, optimizations: 2, credits_auditor: 4, credits_optimizer: 6 } });
  // Outside the week: the day after its Sunday must not count.
  await addTally({ ...scope, at: during(week, 7), add: { posts: 9, credits_blog: 90 } });
  await addTally(accountTally(who.userId, during(week, 0), { add: { topups: 1, added: 500 }, balance: 500 }));
  await addTally(accountTally(who.userId, during(week, 6), { balance: 435 }));
  await GapEntity.create(gapItem({ userId: who.userId, domainId: who.domainId, agentId: "cha_report" }, "Do you ship to Canada?", during(week, 2))).go();
  const lead = { userId: who.userId, domainId: who.domainId, agentId: "cha_report", email: "visitor@example.test", searchText: "", ttl: 4_000_000_000 };
  await LeadEntity.create({ ...lead, leadId: `led_${week.weekStart.replace(/-/g, "")}`, question: "Can I pay by invoice?", createdAt: during(week, 4) }).go();
  // Left the Monday after: next week's lead.
  await LeadEntity.create({ ...lead, leadId: `led_${week.weekStart.replace(/-/g, "")}x`, question: "Next week?", createdAt: during(week, 7) }).go();
  // The posts the blog agent recorded: two published in the week, a draft, and one of the Monday after.
  const post = (title: string, day: number, status: "publish" | "draft") => {
    const createdAt = during(week, day);
    const runId = deterministicId("run", `${who.userId}${title}`, createdAt);
    const postUrl = status === "publish" ? `https://${who.domainId}.example.test/${title.toLowerCase().replace(/\W+/g, "-")}/` : undefined;
    return BlogContentEntity.create({
      ...{ userId: who.userId, domainId: who.domainId, agentId: "blg_report", runId, contentId: contentIdFor(runId), scheduleName: "Weekly" },
      ...{ title, searchTitle: title.toLowerCase(), status, postUrl, createdAt },
    }).go();
  };
  await post("Pruning roses in spring", 0, "publish");
  await post("Watering tomatoes", 1, "publish");
  await post("A draft on compost", 2, "draft");
  await post("Next week's post", 7, "publish");
}

/** Makes the account's report of a week due, as the schedule stands on that Monday morning. */
const dueNow = (who: Owner, week: ReportWeek) => ReportScheduleEntity.put({ userId: who.userId, weekStart: week.weekStart, dueAt: week.dueAt }).go();

const reports = async (who: Owner, since: number) => (await emailsTo(who.email, since)).filter((email) => email.includes(SUBJECT));

/** The unsubscribe link in a report's text. */
const unsubscribeLinkIn = (email: string) => new URL(email.slice(email.indexOf("\r\n\r\n")).match(/https?:\/\/\S+\/api\/reports\/weekly\/unsubscribe\S+/)![0]);
/** The API path of a link, as `call` takes it. */
const apiPath = (link: URL) => `${link.pathname.replace(/^\/api/, "")}${link.search}`;
/** The POST a mail client sends for RFC 8058's one-click unsubscribe: a form body, no cookies, no Origin. */
const oneClick = (link: URL, headers: Record<string, string> = {}) =>
  call("POST", apiPath(link), { raw: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded", ...headers } });

afterAll(() => mailSettled());

describe("the weekly report's unsubscribe link", () => {
  const DAY_MS = 24 * HOUR_MS;
  const enabled = async (who: { userId: string }) => (await User.fromId(who.userId))!.weeklyReport !== false;
  const linkOf = (userId: string, issuedAt = Date.now()) => new URL(unsubscribeLink(userId, issuedAt));

  it("is in the email's headers for one-click, asks before unsubscribing on a GET, and unsubscribes on the page's POST", async () => {
    const who = await owner();
    const week = weekAgo(2);
    await seedWeek(who, week);
    const since = Date.now();
    await dueNow(who, week);
    await tick(week.dueAt + 60_000);
    await mailSettled();
    const [email] = await reports(who, since);
    const link = unsubscribeLinkIn(email!);
    const headers = email!.slice(0, email!.indexOf("\r\n\r\n")).split("\r\n");
    expect(headers).toContain(`List-Unsubscribe: <${link.href}>`);
    expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(link.origin).toBe(Resource.Site.url);
    expect(link.searchParams.get("t")).toMatch(/^\d+$/);

    // A mail scanner opening the link changes nothing.
    const opened = await call("GET", apiPath(link));
    expect(opened.status).toBe(200);
    expect(opened.headers.get("content-type")).toMatch(/^text\/html/);
    const page = String(opened.body);
    expect(page).toMatch(/^<!doctype html>/i);
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1" />');
    expect(page).toMatch(/<title>[^<]+<\/title>/);
    expect(page).toMatch(/<h1>[^<]*weekly report[^<]*<\/h1>/);
    const form = page.match(/<form method="post" action="([^"]+)">\s*<button type="submit">Unsubscribe<\/button>\s*<\/form>/);
    expect(form).not.toBeNull();
    expect(new URL(form![1]!.replace(/&amp;/g, "&"), link).href).toBe(link.href);
    expect(await enabled(who)).toBe(true);

    // The page's button posts an empty form to the same URL.
    const pressed = await call("POST", apiPath(link), { raw: "", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(pressed.status).toBe(200);
    expect(String(pressed.body)).toContain("<h1>You are unsubscribed</h1>");
    expect(await enabled(who)).toBe(false);
  });

  it("unsubscribes at once on a mail client's one-click POST, with no Origin or a foreign one", async () => {
    for (const headers of [{}, { origin: "https://mail.example.net" }, { origin: "null" }] as Record<string, string>[]) {
      const who = await registeredUser();
      const reply = await oneClick(linkOf(who.userId), headers);
      expect(reply.status, JSON.stringify(headers)).toBe(200);
      expect(await enabled(who)).toBe(false);
    }
    // As multipart/form-data, which RFC 8058 prefers.
    const who = await registeredUser();
    const form = new FormData();
    form.append("List-Unsubscribe", "One-Click");
    expect((await call("POST", apiPath(linkOf(who.userId)), { raw: form })).status).toBe(200);
    expect(await enabled(who)).toBe(false);
  });

  it("works for 60 days, then answers 410 with the way to the profile, unsubscribing no one", async () => {
    const who = await registeredUser();
    const old = linkOf(who.userId, Date.now() - 61 * DAY_MS);
    for (const reply of [await call("GET", apiPath(old)), await oneClick(old)]) {
      expect(reply.status).toBe(410);
      expect(String(reply.body)).toContain("This link is invalid or has expired");
      expect(String(reply.body)).toContain('<a href="/profile">');
      expect(String(reply.body)).not.toContain("<form");
    }
    expect(await enabled(who)).toBe(true);
    expect((await oneClick(linkOf(who.userId, Date.now() - 59 * DAY_MS))).status).toBe(200);
    expect(await enabled(who)).toBe(false);
  });

  it("refuses a tampered link, and one without its time, with 400", async () => {
    const who = await registeredUser();
    const other = await registeredUser();
    const link = linkOf(who.userId);
    const changed = (name: string, value: string | null) => {
      const copy = new URL(link);
      if (value === null) copy.searchParams.delete(name);
      else copy.searchParams.set(name, value);
      return copy;
    };
    const signature = link.searchParams.get("s")!;
    const tampered = [
      changed("u", other.userId),
      changed("t", String(Number(link.searchParams.get("t")) + 1)),
      changed("s", `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`),
      changed("s", null),
      // The form links had before they carried a time.
      changed("t", null),
    ];
    for (const bad of tampered) {
      for (const reply of [await call("GET", apiPath(bad)), await oneClick(bad)]) {
        expect(reply.status, bad.search).toBe(400);
        expect(String(reply.body)).toContain("This link is invalid or has expired");
      }
    }
    expect(await enabled(who)).toBe(true);
    expect(await enabled(other)).toBe(true);
  });

  it("takes a form on its POST, and nothing else", async () => {
    const who = await registeredUser();
    const reply = await call("POST", apiPath(linkOf(who.userId)), { raw: "List-Unsubscribe=One-Click", headers: { "content-type": "text/plain" } });
    expect(reply.status).toBe(415);
    expect(await enabled(who)).toBe(true);
  });
});

describe("the weekly report", () => {
  it("matches Analytics for the seeded week and is sent once when the cron ticks twice", async () => {
    const who = await owner();
    const week = weekAgo(2);
    await seedWeek(who, week);

    const report = await composeReport((await User.fromId(who.userId))!, week);
    const analytics = await withActor({ type: "user", properties: { userId: who.userId } }, () =>
      Analytics.view({ days: 7, tz: TZ }, who.domainId, Date.parse(`${addDays(week.weekStart, 7)}T00:00:00+01:00`) - 1),
    );
    expect(analytics.range).toMatchObject({ from: week.weekStart, to: week.weekEnd });
    const [domain] = report.domains;
    expect(domain!.made).toEqual({
      posts: analytics.totals.posts,
      videos: analytics.totals.videos,
      reels: analytics.totals.reels,
      chat_answers: analytics.totals.chat_answers,
      audits: analytics.totals.audits,
      optimizations: analytics.totals.optimizations,
    });
    expect(domain!.made).toEqual({ posts: 2, videos: 1, reels: 1, chat_answers: 5, audits: 1, optimizations: 2 });
    expect(domain!.credits_spent).toBe(analytics.totals.credits_spent);
    expect(report.credits).toMatchObject({ spent: 65, balance: analytics.totals.balance_end });
    expect(report.credits.balance).toBe(435);
    expect(domain!.knowledge_gaps).toEqual([{ question: "Do you ship to Canada?", count: 1 }]);
    expect(domain!.new_leads).toEqual({
      count: 1,
      latest: [{ question: "Can I pay by invoice?", link: `http://localhost:3000/leads/led_${week.weekStart.replace(/-/g, "")}` }],
    });
    expect(domain!.posts).toEqual([
      { title: "Watering tomatoes", url: `https://${who.domainId}.example.test/watering-tomatoes/` },
      { title: "Pruning roses in spring", url: `https://${who.domainId}.example.test/pruning-roses-in-spring/` },
    ]);
    expect(report).toMatchObject({ active: true, week: week.week, from: week.weekStart, to: week.weekEnd, timezone: TZ });

    const since = Date.now();
    await dueNow(who, week);
    // Two ticks at once, as overlapping cron invocations, then a late one.
    await Promise.all([tick(week.dueAt + 60_000), tick(week.dueAt + 60_000)]);
    await tick(week.dueAt + 2 * 60_000);
    await mailSettled();
    const sent = await reports(who, since);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain("2 posts, 1 video, 1 Reel, 5 chat answers, 1 audit, 2 optimizations");
    expect(sent[0]).toContain(`- Watering tomatoes https://${who.domainId}.example.test/watering-tomatoes/`);
    expect(sent[0]).toContain("Credits spent this week: 65");
    expect(sent[0]).toContain("Balance: 435");
    expect(sent[0]).toContain("Do you ship to Canada?");
    expect(sent[0]).toContain("New leads: 1");
    expect(sent[0]).toContain("http://localhost:3000/analytics");

    const { data: marker } = await ReportSentEntity.get({ userId: who.userId, week: week.week }).go();
    expect(marker).toMatchObject({ weekStart: week.weekStart });
    expect(marker!.sentAt).toBeGreaterThan(0);
    // The schedule moved on to a week whose Monday has not come.
    const { data: schedule } = await ReportScheduleEntity.get({ userId: who.userId }).go();
    expect(schedule!.dueAt).toBeGreaterThan(week.dueAt + 2 * 60_000);

    // A redelivered message finds the week sent.
    await deliverReport({ kind: "weekly_report", userId: who.userId, weekStart: week.weekStart });
    await mailSettled();
    expect(await reports(who, since)).toHaveLength(1);
  });

  it("sends a week a dead tick claimed but never queued, once", async () => {
    const who = await owner();
    const week = weekAgo(3);
    await seedWeek(who, week);
    // A tick claimed the week, then died before the queue had it.
    await ReportSentEntity.create({ userId: who.userId, week: week.week, weekStart: week.weekStart, claimedAt: week.dueAt, ttl: 4_000_000_000 }).go();
    const since = Date.now();
    await dueNow(who, week);
    await tick(week.dueAt + 60_000);
    await mailSettled();
    // Still fresh: a live tick may be about to queue it.
    expect(await reports(who, since)).toHaveLength(0);
    await tick(week.dueAt + HOUR_MS);
    await Promise.all([tick(week.dueAt + HOUR_MS), tick(week.dueAt + HOUR_MS)]);
    await mailSettled();
    expect(await reports(who, since)).toHaveLength(1);
  });

  it("sends nothing for a week with no activity", async () => {
    const who = await owner();
    const week = weekAgo(2);
    const since = Date.now();
    await dueNow(who, week);
    await tick(week.dueAt + 60_000);
    await mailSettled();
    expect(await reports(who, since)).toHaveLength(0);
    const { data: marker } = await ReportSentEntity.get({ userId: who.userId, week: week.week }).go();
    expect(marker).toMatchObject({ quiet: true });
  });

  it("stops after its one-click unsubscribe link, which needs no sign-in and must be signed", async () => {
    const who = await owner();
    const first = weekAgo(3);
    const second = weekAgo(2);
    await seedWeek(who, first);
    await seedWeek(who, second);
    const since = Date.now();
    await dueNow(who, first);
    await tick(first.dueAt + 60_000);
    await mailSettled();
    const [email] = await reports(who, since);
    const link = unsubscribeLinkIn(email!);
    expect(link.searchParams.get("u")).toBe(who.userId);

    const forged = await call("POST", `/reports/weekly/unsubscribe?u=${who.userId}&t=${link.searchParams.get("t")}&s=${"A".repeat(43)}`);
    expect(forged.status).toBe(400);
    expect(String(forged.body)).toContain("This link is invalid or has expired");
    expect((await User.fromId(who.userId))!.weeklyReport).toBe(true);

    const opened = await oneClick(link);
    expect(opened.status).toBe(200);
    expect(String(opened.body)).toContain("You will no longer receive the weekly report.");
    const profile = await call("GET", "/get-profile", { token: who.token });
    expect(profile.body.data).toMatchObject({ weekly_report: false, time_zone: TZ });

    await dueNow(who, second);
    await tick(second.dueAt + 60_000);
    await mailSettled();
    expect(await reports(who, since)).toHaveLength(1);

    // The profile's switch turns it back on.
    const saved = await call("PUT", "/reports/weekly/settings", { token: who.token, body: { weekly_report: true } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ weekly_report: true });
  });

  it("previews the coming report for its owner only", async () => {
    const who = await owner();
    const preview = await call("GET", "/reports/weekly/preview", { token: who.token });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ timezone: TZ, enabled: true, domains: [] });
    expect(Date.parse(preview.body.data.due_at)).toBeGreaterThan(Date.now());
    expect((await call("GET", "/reports/weekly/preview")).status).toBe(401);
    const badZone = await call("PUT", "/reports/weekly/settings", { token: who.token, body: { time_zone: "Mars/Olympus" } });
    expect(badZone.status).toBe(400);
    expect(badZone.body.message).toBe("Choose a time zone from the list.");
  });

  it("says whether the coming report's week is still going: not from its Monday's midnight to the send hour", async () => {
    const who = await owner();
    const previewAt = (now: number) => withActor({ type: "user", properties: { userId: who.userId } }, () => WeeklyReports.preview(now));
    const monday = mondayOf(localDayOf(TZ)(Date.now()));
    const at = (day: string, hour: number) => startOfLocalDay(day, TZ) + hour * 3_600_000;
    expect(await previewAt(at(addDays(monday, 2), 12))).toMatchObject({ from: monday, in_progress: true });
    expect(await previewAt(at(addDays(monday, 7), 3))).toMatchObject({ from: monday, in_progress: false });
    expect(await previewAt(at(addDays(monday, 7), 9))).toMatchObject({ from: addDays(monday, 7), in_progress: true });
  });

  it("keeps the browser's time zone from sign-up, and plans the first report on its Monday 08:00", async () => {
    const signUp = (email: string, timeZone: string) =>
      call("POST", "/auth/register", { body: { firstName: "Ada", lastName: "Lovelace", companyName: "Engines", email, password: PASSWORD, timeZone } });
    const tokyo = uniqueEmail();
    const before = Date.now();
    expect((await signUp(tokyo, "Asia/Tokyo")).status).toBeLessThan(300);
    const user = (await User.fromEmail(tokyo))!;
    expect(User.toProfile(user)).toMatchObject({ time_zone: "Asia/Tokyo", weekly_report: true });
    const { data: schedule } = await ReportScheduleEntity.get({ userId: user.userId }).go();
    expect([nextReport("Asia/Tokyo", before).dueAt, nextReport("Asia/Tokyo", Date.now()).dueAt]).toContain(schedule!.dueAt);
    expect(new Date(schedule!.dueAt).toLocaleString("en-GB", { timeZone: "Asia/Tokyo", weekday: "long", hour: "2-digit" })).toBe("Monday, 08");

    const unknown = uniqueEmail();
    expect((await signUp(unknown, "Mars/Olympus")).status).toBe(400);
    expect(await User.fromEmail(unknown)).toBeUndefined();
    const none = uniqueEmail();
    await call("POST", "/auth/register", { body: { firstName: "Ada", lastName: "Lovelace", companyName: "Engines", email: none, password: PASSWORD } });
    expect((await User.fromEmail(none))!.timeZone).toBe("UTC");
  });

  it("plans the report of an account made before the report existed, once, and keeps a schedule the owner set", async () => {
    const older = await owner();
    await ReportScheduleEntity.delete({ userId: older.userId }).go();
    const kept = await owner();
    const keptSchedule = { userId: kept.userId, weekStart: "2030-01-07", dueAt: Date.parse("2030-01-07T07:00:00Z") };
    await ReportScheduleEntity.put(keptSchedule).go();
    // The accounts are read from the start again, as on the first deployment with the report.
    await ReportBackfillEntity.delete({ name: "weekly-report-schedules" }).go();

    let ticks = 0;
    while (!(await ReportBackfillEntity.get({ name: "weekly-report-schedules" }).go()).data?.done) {
      expect(++ticks, "the accounts are read in pages until the end").toBeLessThan(500);
      await tick();
    }
    const { data: planned } = await ReportScheduleEntity.get({ userId: older.userId }).go();
    const { weekStart, dueAt } = nextReport(TZ, Date.now());
    expect(planned).toMatchObject({ weekStart, dueAt });
    expect((await ReportScheduleEntity.get({ userId: kept.userId }).go()).data).toMatchObject(keptSchedule);
    // Once done, a tick plans nothing.
    await ReportScheduleEntity.delete({ userId: older.userId }).go();
    expect(await tick()).toMatchObject({ "weekly reports planned for older accounts": 0 });
    expect((await ReportScheduleEntity.get({ userId: older.userId }).go()).data).toBeNull();
    await ReportScheduleEntity.put(planned!).go();
  });
});
