import * as v from "valibot";

/** What the app asks the account for: its profile, and publishing. */
export const INSTAGRAM_SCOPES = ["instagram_business_basic", "instagram_business_content_publish"] as const;

/** Where the consent page sends the owner back: a code, or Instagram's error, with the state either way. */
export const CallbackQuery = v.object({
  code: v.optional(v.string()),
  state: v.optional(v.string()),
  error: v.optional(v.string()),
  error_reason: v.optional(v.string()),
  error_description: v.optional(v.string()),
});
export type CallbackQuery = v.InferOutput<typeof CallbackQuery>;

/**
 * The app the local double knows. Without a Meta app the local stack connects to the double,
 * which checks these as Instagram checks a real app's id and secret.
 */
export const LOCAL_INSTAGRAM_APP = { id: "1000000000000001", secret: "local-instagram-app-secret" } as const;
