/** What the mail worker needs of the daily credit limit: its notice, and the email it becomes. */
export { isLimitNotice } from "./notice";
export { deliverLimitNotice } from "./mail";
