import { allHooks } from "@sitecrew/core/agents/hooks";
import { AuthNotices } from "@sitecrew/core/auth/notices";
import { deliverReport, isReportNotice } from "@sitecrew/core/report";
import { deliverBrokenNotice, isBrokenNotice } from "@sitecrew/core/search-console";
import { sqsWorker } from "./sqs";

export const handler = sqsWorker("mail", async (body) => {
  for (const hooks of await allHooks()) if (await hooks.mail?.(body)) return;
  if (isReportNotice(body)) return deliverReport(body);
  if (isBrokenNotice(body)) return deliverBrokenNotice(body);
  return AuthNotices.deliver.raw(body);
});
