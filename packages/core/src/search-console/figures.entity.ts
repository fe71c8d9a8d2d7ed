import { Entity, type EntityItem } from "electrodb";
import { entityConfig, model } from "../db/entity";
import { lazy } from "../db/lazy";

/** One page's clicks, impressions and average position on one day, as Search Console reports them. */
export const PageDayEntity = lazy(
  () =>
    new Entity(
      {
        model: model("searchPageDay", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          domainId: { type: "string", required: true, readOnly: true },
          /** YYYY-MM-DD, Search Console's day. */
          date: { type: "string", required: true, readOnly: true },
          /** A short hash of the page's address: keys stay small whatever the URL. */
          pageKey: { type: "string", required: true, readOnly: true },
          page: { type: "string", required: true },
          clicks: { type: "number", required: true },
          impressions: { type: "number", required: true },
          position: { type: "number", required: true },
        },
        indexes: {
          byDate: {
            pk: { field: "pk", composite: ["userId", "domainId"] },
            sk: { field: "sk", composite: ["date", "pageKey"] },
          },
        },
      },
      entityConfig,
    ),
);

export type PageDayItem = EntityItem<typeof PageDayEntity>;

/** One of a page's top queries over the last 90 days; `rank` 0 has the most clicks. */
export const PageQueryEntity = lazy(
  () =>
    new Entity(
      {
        model: model("searchPageQuery", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          domainId: { type: "string", required: true, readOnly: true },
          pageKey: { type: "string", required: true, readOnly: true },
          rank: { type: "number", required: true, readOnly: true, padding: { length: 2, char: "0" } },
          page: { type: "string", required: true },
          query: { type: "string", required: true },
          clicks: { type: "number", required: true },
          impressions: { type: "number", required: true },
          position: { type: "number", required: true },
        },
        indexes: {
          byPage: {
            pk: { field: "pk", composite: ["userId", "domainId"] },
            sk: { field: "sk", composite: ["pageKey", "rank"] },
          },
        },
      },
      entityConfig,
    ),
);

/** A page of the site that Search Console reports, with the post it is when the site says so. */
export const SearchPageEntity = lazy(
  () =>
    new Entity(
      {
        model: model("searchPage", "1"),
        attributes: {
          userId: { type: "string", required: true, readOnly: true },
          domainId: { type: "string", required: true, readOnly: true },
          pageKey: { type: "string", required: true, readOnly: true },
          page: { type: "string", required: true },
          postId: { type: "number" },
          title: { type: "string" },
        },
        indexes: {
          byKey: {
            pk: { field: "pk", composite: ["userId", "domainId"] },
            sk: { field: "sk", composite: ["pageKey"] },
          },
        },
      },
      entityConfig,
    ),
);
