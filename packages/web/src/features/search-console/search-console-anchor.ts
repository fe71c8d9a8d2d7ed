/** The domain page's Search Console panel has its own address (#search-console), where Analytics sends an owner who has not connected. */
export const SEARCH_CONSOLE_ANCHOR = "search-console";
