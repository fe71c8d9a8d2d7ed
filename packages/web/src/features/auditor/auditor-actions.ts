import { api, read } from "../../lib/api";
import type { auditorBody } from "./auditor-form";

const byId = (id: string) => ({ param: { id: encodeURIComponent(id) } });

/** Starts an audit, holding its credits; answers the new auditor and its run. */
export const createAuditor = (body: ReturnType<typeof auditorBody>) => read(api["blog-auditor"].$post({ json: body }));

export const deleteAuditor = (id: string) => read(api["blog-auditor"][":id"].$delete(byId(id)));

/** Replaces the domain's competitor list; answers it as the server stored it. */
export const saveCompetitors = (domainId: string, competitors: string[]) =>
  read(api.domain[":id"].competitors.$put({ ...byId(domainId), json: { competitors } })).then((answer) => answer.competitors);

/** Audits the auditor's pages against its competitors again, holding the price shown on its button. */
export const runAuditorAgain = (id: string) => read(api["blog-auditor"][":id"].run.$post(byId(id)));
