import * as v from "valibot";
import { EmailSchema, personName, requiredText } from "../auth/schema";

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const ProfileSchema = v.object({
  first_name: personName("First name"),
  last_name: personName("Last name"),
  email: EmailSchema,
  company_name: requiredText("Company name"),
  /** Needed only when the email changes. */
  current_password: v.optional(v.pipe(v.string(), v.maxLength(128, "Password must be at most 128 characters long"))),
  /** Needed only when the email changes on an account with 2FA. */
  two_fa_code: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20, "Please enter the code"))),
});

export interface Profile {
  id: string;
  first_name: string;
  last_name: string;
  fullname: string;
  email: string;
  pending_email: string | null;
  company_name: string;
  company: string;
  avatar_url: string | null;
  two_fa_enabled: boolean;
  recovery_codes_remaining: number;
  role: "user" | "admin";
  created_at: string;
  time_zone: string;
  weekly_report: boolean;
}
