import { Entity } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";

const text = { type: "string" } as const;
const list = { type: "list", items: { type: "string" } } as const;

/**
 * A user's website: its licence, the plugin connection once made, and the global configuration
 * from onboarding. Lives in the owner's partition, newest first by id.
 */
export const DomainEntity = lazy(
  () =>
    new Entity(
      {
        model: model("domain", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          domainId: { type: "string", required: true, readOnly: true },
          domainName: { type: "string", required: true, readOnly: true },
          /** The host without a leading `www.`: what duplicates and search compare. */
          siteKey: { type: "string", required: true, readOnly: true },
          licenseKey: { type: "string", required: true },
          licenseHash: { type: "string", required: true },
          isValid: { type: "boolean", required: true, default: false },
          isOnboard: { type: "boolean", required: true, default: false },
          // Written by the plugin's connect call.
          siteSecret: text,
          siteUrl: text,
          restUrl: text,
          siteName: text,
          pluginVersion: text,
          wordpressVersion: text,
          connectedAt: { type: "number" },
          lastContactAt: { type: "number" },
          // Synced when the domain is onboarded.
          postCount: { type: "number" },
          pageCount: { type: "number" },
          categoryCount: { type: "number" },
          // The global configuration.
          websiteName: text,
          websiteNiche: text,
          targetAudience: text,
          purpose: text,
          features: list,
          keywords: list,
          categories: list,
          configuredAt: { type: "number" },
          /** Competitor sites' URLs (origin and path), what the SEO auditor compares the site with. */
          competitors: list,
          /**
           * Written with every domain made since runs are counted by status (as the default): its counts
           * hold all its runs, so its Activity totals by status read them. Older domains lack it.
           */
          runStatusCounts: { type: "boolean", readOnly: true, default: true },
          createdAt: { type: "number", required: true, default: () => Date.now(), readOnly: true },
          updatedAt: { type: "number", required: true, default: () => Date.now(), set: () => Date.now(), watch: "*" },
        },
        indexes: {
          byUser: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: ["domainId"] },
          },
          bySiteKey: {
            index: "gsi1",
            pk: { field: "gsi1pk", composite: ["userId"] },
            sk: { field: "gsi1sk", composite: ["siteKey"] },
          },
          byLicense: {
            index: "gsi2",
            pk: { field: "gsi2pk", composite: ["licenseHash"] },
            sk: { field: "gsi2sk", composite: [] },
          },
        },
      },
      entityConfig,
    ),
);

/** One per site key and user, written with the domain, so the same site cannot be added twice. */
export const DomainClaimEntity = lazy(
  () =>
    new Entity(
      {
        model: model("domainClaim", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          siteKey: { type: "string", required: true, readOnly: true },
          domainId: { type: "string", required: true, readOnly: true },
        },
        indexes: {
          byKey: {
            pk: { field: "pk", composite: ["userId"] },
            sk: { field: "sk", composite: ["siteKey"] },
          },
        },
      },
      entityConfig,
    ),
);

/** A signed request's nonce, remembered until it could no longer pass the timestamp check. */
export const NonceEntity = lazy(
  () =>
    new Entity(
      {
        model: model("siteNonce", "1"),
        attributes: {
          siteId: { type: "string", required: true, readOnly: true },
          nonce: { type: "string", required: true, readOnly: true },
          ttl: { type: "number", required: true, readOnly: true },
        },
        indexes: {
          byNonce: {
            pk: { field: "pk", composite: ["siteId", "nonce"] },
            sk: { field: "sk", composite: [] },
          },
        },
      },
      entityConfig,
    ),
);
