import { Mail } from "../mail";
import { limits } from "../throttle";
import { Links } from "./links";

export namespace AuthEmails {
  export function verify(to: string, firstName: string, token: string) {
    return Mail.send({
      to,
      subject: "Verify your email address",
      text: `Hi ${firstName},\n\nConfirm your email address to finish creating your account:\n\n${Links.verifyEmail(token)}\n\nThe link is valid for 24 hours. If you did not sign up, ignore this message.\n`,
    });
  }

  export function alreadyRegistered(to: string, firstName: string) {
    return Mail.send({
      to,
      subject: "You already have an account",
      text: `Hi ${firstName},\n\nSomeone tried to create an account with this email address, which already has one. If it was you, sign in or reset your password. Otherwise, ignore this message.\n`,
    });
  }

  export function resetPassword(to: string, firstName: string, token: string) {
    return Mail.send({
      to,
      subject: "Reset your password",
      text: `Hi ${firstName},\n\nChoose a new password here:\n\n${Links.resetPassword(token)}\n\nThe link is valid for 1 hour and works once. If you did not ask for it, ignore this message.\n`,
    });
  }

  export function confirmEmailChange(to: string, firstName: string, token: string) {
    return Mail.send({
      to,
      subject: "Confirm your new email address",
      text: `Hi ${firstName},\n\nYou asked to use this address for your SiteCrew account. Confirm it here:\n\n${Links.confirmEmail(token)}\n\nThe link is valid for 24 hours. Once you open it, you sign in with this address and every open session ends. If you did not ask for this, ignore this message.\n`,
    });
  }

  export function addressInUse(to: string, firstName: string) {
    return Mail.send({
      to,
      subject: "Someone tried to use your email address",
      text: `Hi ${firstName},\n\nSomeone signed in to another SiteCrew account asked to change its email to this address. This address already belongs to your account, so nothing changed. If it was you, remove one of the accounts first. Otherwise, ignore this message.\n`,
    });
  }

  export function signInLocked(to: string, firstName: string) {
    return Mail.send({
      to,
      subject: "Sign-in to your account was locked",
      text: `Hi ${firstName},\n\nThere were many failed attempts to sign in to your SiteCrew account, so signing in is paused for up to ${limits.signInAccount.windowMs / 60_000} minutes, even with the right password. If this was you, wait and try again.\n\nIf it was not you, someone may be guessing your password. Choose a new one here; it works as soon as it is set:\n\n${Links.forgotPassword(to)}\n`,
    });
  }

  export function emailChanged(to: string, firstName: string, newEmail: string) {
    return Mail.send({
      to,
      subject: "Your email address was changed",
      text: `Hi ${firstName},\n\nThe email address of your SiteCrew account was changed to ${maskEmail(newEmail)}. Every session was signed out. If you did not do this, reply to this message or contact support at once.\n`,
    });
  }
}

/** Enough of an address for its owner to recognise it, not enough to harvest it. */
export function maskEmail(email: string) {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 2)}${"*".repeat(Math.max(1, local.length - 2))}@${domain}`;
}
