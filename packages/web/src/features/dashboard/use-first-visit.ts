import { useEffect, useState } from "react";
import { hasVisitedDashboard, markDashboardVisited } from "./welcome";

/** Whether this is the user's first dashboard visit on this browser; it stays so for the whole visit. */
export function useFirstDashboardVisit(userId: string | undefined): boolean {
  const [first] = useState(() => (userId ? !hasVisitedDashboard(userId) : false));
  useEffect(() => {
    if (userId) markDashboardVisited(userId);
  }, [userId]);
  return first;
}
