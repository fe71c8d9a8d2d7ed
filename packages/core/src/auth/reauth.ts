import { VisibleError } from "../error";
import type { UserRecord } from "../user";
import { Password } from "./password";
import { acceptSecondFactor } from "./second-factor";
import { Throttle } from "../throttle";

export interface ReauthProof {
  password: string;
  /** An authenticator or recovery code, required when `needCode`. */
  code?: string;
}

export interface ReauthFields {
  password: string;
  code?: string;
  /** The text for a wrong password, where the screen has its own. */
  wrongPassword?: string;
}

const tooMany = (minutes: number) => `Too many attempts. Please try again in ${Throttle.minutesText(minutes)}.`;

export namespace Reauth {
  /**
   * Proves a signed-in user is the owner before a sensitive change: the password, and a second
   * factor when 2FA is on and `needCode`. Wrong tries count per account, so a stolen session
   * cannot guess the password.
   */
  export async function confirm(user: UserRecord, proof: ReauthProof, fields: ReauthFields, needCode: boolean) {
    const key = Throttle.key("reauth", user.userId);
    await Throttle.assertAllowed(key, tooMany);
    if (!(await Password.check(proof.password, user.passwordHash))) {
      await Throttle.hit(key);
      const message = fields.wrongPassword ?? "The password is incorrect";
      throw new VisibleError("input", "wrong_password", message, { [fields.password]: message });
    }
    if (!needCode) return;
    const codeField = fields.code ?? "token";
    if (!proof.code?.trim()) {
      throw new VisibleError("input", "code_required", "Please enter the code", { [codeField]: "Please enter the code" });
    }
    if (!(await acceptSecondFactor(user, proof.code))) {
      await Throttle.hit(key);
      throw new VisibleError("input", "invalid_code", "Invalid code. Please try again.", { [codeField]: "Invalid code. Please try again." });
    }
  }
}
