import { Resource } from "sst";
import * as v from "valibot";
import { Mail } from "../mail";
import { headerText } from "../mail/port";
import { Queue } from "../queue";
import { hostOf } from "../site/domain-name";
import { DomainEntity } from "../site/domain.entity";
import { User } from "../user";
import { fn } from "../util/fn";

/** The mail queue's message telling an owner that Google refused their Search Console grant. */
export const BrokenNoticeSchema = v.object({
  kind: v.literal("search_console_broken"),
  userId: v.string(),
  domainId: v.string(),
  reason: v.string(),
});

type BrokenNotice = v.InferOutput<typeof BrokenNoticeSchema>;

export const isBrokenNotice = (body: unknown): body is BrokenNotice => v.is(BrokenNoticeSchema, body);

/** Sent by the one write that marked the connection broken, so the owner hears of it once. */
export async function queueBrokenNotice(key: { userId: string; domainId: string }, reason: string) {
  await Queue.send(Resource.MailQueue.url, { kind: "search_console_broken", ...key, reason } satisfies BrokenNotice);
}

/** Runs in the mail worker: tells the owner how to mend the connection, unless the account or the domain is gone. */
export const deliverBrokenNotice = fn(BrokenNoticeSchema, async (notice) => {
  const [user, { data: domain }] = await Promise.all([User.fromId(notice.userId), DomainEntity.get({ userId: notice.userId, domainId: notice.domainId }).go()]);
  if (!user || !domain) return;
  const site = hostOf(domain.domainName) ?? domain.domainName;
  const page = `${Resource.Site.url}/domain-manager/domain-detail/${encodeURIComponent(domain.domainId)}`;
  await Mail.send({
    to: user.email,
    subject: headerText(`Search Console stopped syncing for ${site}`),
    text:
      `Hi ${user.firstName},\n\n` +
      `Google no longer accepts SiteCrew's access to Search Console for ${site} (Google said: ${notice.reason}). ` +
      `Until you connect it again, Analytics shows no new search figures for this site.\n\n` +
      `Connect Google Search Console again on the domain's page:\n\n${page}\n`,
  });
});
