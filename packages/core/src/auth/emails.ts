import { Mail } from "../mail";
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
}
