import { runTransaction } from "../db/transaction";
import { VisibleError } from "../error";
import { User, type UserRecord } from "../user";
import { UserEmailEntity, UserEntity } from "../user/user.entity";
import { AuthNotices } from "./notices";
import { OneTimeToken } from "./one-time-token";
import { Reauth } from "./reauth";

export type EmailChangeOutcome = "changed" | "invalid_token" | "expired_token" | "email_taken";

export const emailChangeMessage = (email: string) => `Check ${email} for a link to confirm your new email address.`;

export namespace EmailChange {
  /**
   * Records the address the owner wants and queues the link to it. The answer is the same
   * whether or not the address belongs to another account: that account's owner is told instead.
   */
  export async function request(user: UserRecord, toEmail: string, proof: { password?: string; code?: string }) {
    if (!proof.password) {
      const message = "Enter your current password to change your email";
      throw new VisibleError("input", "password_required", message, { current_password: message });
    }
    await Reauth.confirm(
      user,
      { password: proof.password, code: proof.code },
      { password: "current_password", code: "two_fa_code" },
      Boolean(user.twoFactorEnabled),
    );
    await UserEntity.patch({ userId: user.userId }).set({ pendingEmail: toEmail }).go();
    await AuthNotices.enqueue({ kind: "email_change", userId: user.userId, toEmail });
  }

  export async function cancel(userId: string) {
    await UserEntity.patch({ userId }).remove(["pendingEmail"]).go();
  }

  /**
   * Moves the account to the new address in one transaction conditioned on the address it moves
   * from and on the change still being pending, so concurrent confirmations or a cancelled change
   * can never leave an address that no account or two accounts sign in with.
   */
  export async function confirm(token: string): Promise<EmailChangeOutcome> {
    const state = await OneTimeToken.consume("change_email", token);
    if (state.status === "expired") return "expired_token";
    if (state.status !== "ok") return "invalid_token";
    const { userId, fromEmail, toEmail } = state.token;
    if (!fromEmail || !toEmail) return "invalid_token";
    const result = await runTransaction(
      { UserEntity, UserEmailEntity },
      (entities) => [
        entities.UserEmailEntity.create({ email: toEmail, userId }).commit(),
        entities.UserEmailEntity.delete({ email: fromEmail })
          .where((attr, op) => op.eq(attr.userId, userId))
          .commit(),
        entities.UserEntity.patch({ userId })
          .set({ email: toEmail, emailVerified: true })
          .remove(["pendingEmail"])
          .add({ tokenVersion: 1 })
          .where((attr, op) => `${op.eq(attr.email, fromEmail)} AND ${op.eq(attr.pendingEmail, toEmail)}`)
          .commit(),
      ],
      { names: ["newEmailClaim", "oldEmailClaim", "user"] },
    );
    if (!result.ok) {
      const owner = await User.fromEmail(toEmail);
      return owner && owner.userId !== userId ? "email_taken" : "invalid_token";
    }
    await AuthNotices.enqueue({ kind: "email_changed", userId, fromEmail });
    return "changed";
  }
}
