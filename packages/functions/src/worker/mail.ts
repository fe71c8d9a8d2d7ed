import { AuthNotices } from "@sitecrew/core/auth/notices";
import { deliverLimitNotice, isLimitNotice } from "@sitecrew/core/chat/daily-limit";
import { deliverLeadMail, isLeadMail } from "@sitecrew/core/chat/leads/mail";
import { deliverReport, isReportNotice } from "@sitecrew/core/report";
import { deliverBrokenNotice, isBrokenNotice } from "@sitecrew/core/search-console";
import { sqsWorker } from "./sqs";

export const handler = sqsWorker("mail", (body) =>
  isLimitNotice(body)
    ? deliverLimitNotice(body)
    : isLeadMail(body)
      ? deliverLeadMail(body)
      : isReportNotice(body)
        ? deliverReport(body)
        : isBrokenNotice(body)
          ? deliverBrokenNotice(body)
          : AuthNotices.deliver.raw(body),
);
