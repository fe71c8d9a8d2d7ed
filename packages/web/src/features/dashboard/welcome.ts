import { readText, write } from "../../lib/storage";

// Per user and kept through sign-out: the point is to greet someone new once, on this browser.
const visitedKey = (userId: string) => `dashboardVisited:${userId}`;

export function hasVisitedDashboard(userId: string): boolean {
  return readText(visitedKey(userId)) !== null;
}

export function markDashboardVisited(userId: string): void {
  write(visitedKey(userId), "1");
}

/** "Welcome, Ada Lovelace" the first time, "Welcome back, Ada Lovelace" after. */
export function welcomeTitle(name: string | undefined, firstVisit: boolean): string {
  const greeting = firstVisit ? "Welcome" : "Welcome back";
  const trimmed = name?.trim();
  return trimmed ? `${greeting}, ${trimmed}` : greeting;
}
