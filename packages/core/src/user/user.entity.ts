import { Entity } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";

export const UserEntity = lazy(
  () =>
    new Entity(
      {
        model: model("user", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          email: { type: "string", required: true },
          firstName: { type: "string", required: true },
          lastName: { type: "string", required: true },
          companyName: { type: "string", default: "" },
          passwordHash: { type: "string", required: true },
          emailVerified: { type: "boolean", default: false },
          role: { type: ["user", "admin"] as const, default: "user" },
          tokenVersion: { type: "number", default: 0 },
          /** Bumped when the password changes, so reset links issued before stop working. */
          passwordEpoch: { type: "number", default: 0 },
          /** An address the owner asked to move to, until its link is opened. */
          pendingEmail: { type: "string" },
          twoFactorEnabled: { type: "boolean", default: false },
          twoFactorSecret: { type: "string" },
          twoFactorPending: { type: "string" },
          totpLastStep: { type: "number" },
          recoveryCodes: { type: "set", items: "string" },
          avatarKey: { type: "string" },
          /** The owner's zone (the browser's at sign-up): where their week starts for the weekly report. */
          timeZone: { type: "string", default: "UTC" },
          /** Whether the weekly report is emailed: the profile's switch, and its one-click unsubscribe link. */
          weeklyReport: { type: "boolean", default: true },
          createdAt: { type: "number", required: true, readOnly: true, default: () => Date.now() },
          updatedAt: { type: "number", required: true, default: () => Date.now(), set: () => Date.now(), watch: "*" },
        },
        indexes: {
          byId: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: [] },
          },
        },
      },
      entityConfig,
    ),
);

/** Makes an email address unique across accounts and maps it to its owner. */
export const UserEmailEntity = lazy(
  () =>
    new Entity(
      {
        model: model("userEmail", "1"),
        attributes: {
          email: { type: "string", required: true, readOnly: true },
          userId: { type: "string", required: true },
        },
        indexes: {
          byEmail: {
            pk: { field: "pk", composite: ["email"] },
            sk: { field: "sk", composite: [] },
          },
        },
      },
      entityConfig,
    ),
);
