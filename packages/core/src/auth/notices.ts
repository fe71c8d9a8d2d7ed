import { Resource } from "sst";
import * as v from "valibot";
import { Queue } from "../queue";
import { User } from "../user";
import { fn } from "../util/fn";
import { AuthEmails } from "./emails";
import { OneTimeToken } from "./one-time-token";

/**
 * What an account email is about. Requests only enqueue one of these, the same whatever the
 * address belongs to; the mail worker looks the account up, creates the link and sends. So a
 * request takes as long for a known address as for an unknown one.
 */
export const NoticeSchema = v.variant("kind", [
  v.object({ kind: v.literal("registered"), email: v.string() }),
  v.object({ kind: v.literal("already_registered"), email: v.string() }),
  v.object({ kind: v.literal("resend_verification"), email: v.string() }),
  v.object({ kind: v.literal("reset_password"), email: v.string(), adminOnly: v.boolean() }),
  v.object({ kind: v.literal("email_change"), userId: v.string(), toEmail: v.string() }),
  v.object({ kind: v.literal("email_changed"), userId: v.string(), fromEmail: v.string() }),
  v.object({ kind: v.literal("sign_in_locked"), email: v.string() }),
]);

export type Notice = v.InferOutput<typeof NoticeSchema>;

export namespace AuthNotices {
  export function enqueue(notice: Notice) {
    return Queue.send(Resource.MailQueue.url, notice);
  }

  /** Runs in the mail worker. Mail beyond the per-recipient allowance is dropped by `Mail.send`, not queued. */
  export const deliver = fn(NoticeSchema, async (notice) => {
    switch (notice.kind) {
      case "registered": {
        const user = await User.fromEmail(notice.email);
        if (user && !user.emailVerified) await sendVerification(user);
        return;
      }
      case "already_registered": {
        const user = await User.fromEmail(notice.email);
        if (user) await AuthEmails.alreadyRegistered(user.email, user.firstName);
        return;
      }
      case "resend_verification": {
        const user = await User.fromEmail(notice.email);
        if (user && !user.emailVerified) await sendVerification(user);
        return;
      }
      case "reset_password": {
        const user = await User.fromEmail(notice.email);
        if (!user || (notice.adminOnly && user.role !== "admin")) return;
        const token = await OneTimeToken.create("reset_password", user.userId, { epoch: user.passwordEpoch ?? 0 });
        await AuthEmails.resetPassword(user.email, user.firstName, token);
        return;
      }
      case "email_change": {
        const user = await User.fromId(notice.userId);
        if (!user || user.pendingEmail !== notice.toEmail) return;
        const owner = await User.fromEmail(notice.toEmail);
        if (owner) {
          await AuthEmails.addressInUse(owner.email, owner.firstName);
          return;
        }
        const token = await OneTimeToken.create("change_email", user.userId, { fromEmail: user.email, toEmail: notice.toEmail });
        await AuthEmails.confirmEmailChange(notice.toEmail, user.firstName, token);
        return;
      }
      case "email_changed": {
        const user = await User.fromId(notice.userId);
        if (!user) return;
        await AuthEmails.emailChanged(notice.fromEmail, user.firstName, user.email);
        return;
      }
      case "sign_in_locked": {
        const user = await User.fromEmail(notice.email);
        if (user) await AuthEmails.signInLocked(user.email, user.firstName);
        return;
      }
    }
  });

  async function sendVerification(user: { userId: string; email: string; firstName: string }) {
    const token = await OneTimeToken.create("verify_email", user.userId);
    await AuthEmails.verify(user.email, user.firstName, token);
  }
}
