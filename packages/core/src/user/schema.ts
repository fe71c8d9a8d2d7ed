import * as v from "valibot";
import { EmailSchema, requiredText } from "../auth/schema";

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const ProfileSchema = v.object({
  first_name: requiredText("First name", 50),
  last_name: requiredText("Last name", 50),
  email: EmailSchema,
  company_name: requiredText("Company name"),
});

export interface Profile {
  id: string;
  first_name: string;
  last_name: string;
  fullname: string;
  email: string;
  company_name: string;
  company: string;
  avatar_url: string | null;
  two_fa_enabled: boolean;
  recovery_codes_remaining: number;
  role: "user" | "admin";
  created_at: string;
}
