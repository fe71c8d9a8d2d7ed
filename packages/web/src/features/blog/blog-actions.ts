import type { CreateBlogAgent, UpdateBlogAgent } from "@sitecrew/core/blog/schema";
import type { CreateWritingStyle } from "@sitecrew/core/reference/schema";
import { api, read } from "../../lib/api";
import { byDomain, byId, named } from "./blog-queries";

/** The spec sends the domain's first 10 titles with a new agent. */
const TITLES_SENT = 10;

export const createBlogAgent = (input: CreateBlogAgent) => read(api["blog-agent"].$post({ json: input })).then((answer) => answer.data);
export const updateBlogAgent = (id: string, input: UpdateBlogAgent) =>
  read(api["blog-agent"][":id"].$put({ ...byId(id), json: input })).then((answer) => answer.data);
export const deleteBlogAgent = (id: string) => read(api["blog-agent"][":id"].$delete(byId(id)));
export const pauseBlogAgent = (id: string) => read(api["blog-agent"][":id"].pause.$post(byId(id))).then((answer) => answer.data);
export const resumeBlogAgent = (id: string) => read(api["blog-agent"][":id"].resume.$post(byId(id))).then((answer) => answer.data);
/** Starts one post at once, about `topic` when given; answers the queued run (402 when the balance is short). */
export const runBlogAgent = (id: string, topic?: string) =>
  read(api["blog-agent"][":id"].run.$post({ ...byId(id), json: topic ? { topic } : {} })).then((answer) => answer.data);

export const createWritingStyle = (input: CreateWritingStyle) => read(api["writing-style"].$post({ json: input })).then((answer) => answer.data);

/** The domain's first titles, sent with a new agent so it never repeats them. */
export const fetchFirstTitles = (domainId: string) =>
  named("titles", read(api["blog-agent-reference"][":domainId"].get_title.$get(byDomain(domainId)))).then((titles) =>
    titles.slice(0, TITLES_SENT).map((item) => item.title),
  );
