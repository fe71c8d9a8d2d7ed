import { AuthNotices } from "@sitecrew/core/auth/notices";
import { sqsWorker } from "./sqs";

export const handler = sqsWorker("mail", (body) => AuthNotices.deliver(body));
