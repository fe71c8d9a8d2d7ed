import { AuthNotices } from "@sitecrew/core/auth/notices";
import { deliverLimitNotice, isLimitNotice } from "@sitecrew/core/chat/daily-limit";
import { sqsWorker } from "./sqs";

export const handler = sqsWorker("mail", (body) => (isLimitNotice(body) ? deliverLimitNotice(body) : AuthNotices.deliver.raw(body)));
