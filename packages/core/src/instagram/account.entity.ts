import { Entity, type EntityItem } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";

export const INSTAGRAM_ACCOUNT_STATUSES = ["connected", "reconnect"] as const;

/** The one partition of the refresh index: every connected account's token, by when it is due. */
export const REFRESH_PARTITION = "instagram-token";

/**
 * An Instagram professional account linked to one of the owner's domains, with its long-lived
 * token sealed. The id comes from the domain and the Instagram user, so connecting the same
 * account again updates this item. In the owner's partition; listed per domain (gsi1).
 */
export const InstagramAccountEntity = lazy(
  () =>
    new Entity(
      {
        model: model("instagramAccount", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          accountId: { type: "string", required: true, readOnly: true },
          domainId: { type: "string", required: true, readOnly: true },
          /** The account's Instagram user id: what the publishing endpoints name. */
          igUserId: { type: "string", required: true, readOnly: true },
          username: { type: "string", required: true },
          pictureUrl: { type: "string" },
          /** Whether a copy of the picture is kept in the files bucket (`picture.ts`): the dashboard shows that copy. */
          pictureKept: { type: "boolean" },
          /** The long-lived token, encrypted with the server's key (`util/crypto.ts`). */
          tokenSealed: { type: "string", required: true },
          tokenIssuedAt: { type: "number", required: true },
          tokenExpiresAt: { type: "number", required: true },
          /** `reconnect` once Instagram refused the token: only the owner signing in again mends it. */
          status: { type: INSTAGRAM_ACCOUNT_STATUSES, required: true, default: "connected" },
          refreshKey: { type: "string", required: true, default: REFRESH_PARTITION },
          /** When the token is next due for a refresh. */
          refreshAfter: { type: "number", required: true, padding: { length: 15, char: "0" } },
          createdAt: { type: "number", required: true, default: () => Date.now(), readOnly: true },
          updatedAt: { type: "number", required: true, default: () => Date.now(), set: () => Date.now(), watch: "*" },
        },
        indexes: {
          byUser: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: ["accountId"] },
          },
          byDomain: {
            index: "gsi1",
            pk: { field: "gsi1pk", composite: ["userId", "domainId"] },
            sk: { field: "gsi1sk", composite: ["accountId"] },
          },
          /**
           * Sparse: only connected accounts, so the cron reads the tokens due and nothing else.
           * ElectroDB evaluates the condition on writes that name the index's attributes, so every
           * write of `status` or `refreshAfter` sets `status`, `refreshKey` and `refreshAfter` together.
           */
          refreshDue: {
            index: "gsi2",
            condition: (attributes) => attributes.status === "connected",
            pk: { field: "gsi2pk", composite: ["refreshKey"] },
            sk: { field: "gsi2sk", composite: ["refreshAfter", "accountId"] },
          },
        },
      },
      entityConfig,
    ),
);

export type InstagramAccountItem = EntityItem<typeof InstagramAccountEntity>;
