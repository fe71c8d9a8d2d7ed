export { searchAnalytics } from "./analytics";
export { forgetDomain, SearchConsole } from "./connection";
export { startDailySyncs } from "./daily";
export { deliverBrokenNotice, isBrokenNotice } from "./notice";
export { type ConsentResult, SearchConsoleAuth } from "./oauth";
export { executeSync, SEARCH_SYNC_RUN } from "./sync";
export { searchWeek } from "./week";
