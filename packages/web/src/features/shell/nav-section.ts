/** The sidebar's links, by the path each opens. */
export type NavPath =
  | "/dashboard"
  | "/domain-manager"
  | "/add-service"
  | "/manage-services"
  | "/analytics"
  | "/activity"
  | "/approvals"
  | "/leads"
  | "/subscription"
  | "/profile";

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * The one sidebar section a page belongs to. The agents' pages live under /add-service, but only
 * the catalog and the forms that add an agent are Add Service: the pages that list, edit, view or
 * run an agent are where Manage Services leads, so they are that section. A page of no section
 * (a not-found page) highlights none.
 */
export function navSection(pathname: string): NavPath | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/" || under(path, "/dashboard")) return "/dashboard";
  if (under(path, "/domain-manager") || under(path, "/onboarding")) return "/domain-manager";
  if (path === "/add-service" || /^\/add-service\/add-[^/]+$/.test(path)) return "/add-service";
  if (under(path, "/add-service") || under(path, "/manage-services")) return "/manage-services";
  if (under(path, "/subscription") || under(path, "/topup")) return "/subscription";
  for (const section of ["/analytics", "/activity", "/approvals", "/leads", "/profile"] as const) if (under(path, section)) return section;
  return null;
}
