import * as v from "valibot";

/** Read-only access to the owner's Search Console data: all SiteCrew asks of Google. */
export const SEARCH_CONSOLE_SCOPE = "https://www.googleapis.com/auth/webmasters.readonly";

/**
 * The OAuth client the local double knows. Without Google credentials the local stack connects to
 * the double, which checks these as Google checks a real client's id and secret.
 */
export const LOCAL_GOOGLE_APP = { clientId: "sitecrew-local.apps.googleusercontent.com", clientSecret: "local-google-client-secret" } as const;

/** Google's consent page sends the owner back to this path of the API. */
export const CALLBACK_PATH = "/api/search-console/callback";

/** Where Google's consent page sends the owner back: a code, or Google's error, with the state either way. */
export const CallbackQuery = v.object({
  code: v.optional(v.string()),
  state: v.optional(v.string()),
  error: v.optional(v.string()),
});
export type CallbackQuery = v.InferOutput<typeof CallbackQuery>;

/** The property the owner picks from `GET /domain/{id}/search-console/properties`. */
export const PickPropertyInput = v.object({
  property: v.pipe(v.string("Choose a Search Console property"), v.trim(), v.nonEmpty("Choose a Search Console property"), v.maxLength(300)),
});

export const SEARCH_DAYS = ["7", "30", "90"] as const;

export const SearchAnalyticsInput = v.object({
  days: v.pipe(
    v.optional(v.picklist(SEARCH_DAYS, "days must be 7, 30 or 90"), "30"),
    v.transform((days) => Number(days)),
  ),
});
