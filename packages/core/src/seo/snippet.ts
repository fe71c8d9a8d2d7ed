/**
 * An SEO title as search results show it. Yoast (`%%title%%`) and Rank Math (`%title%`) store
 * titles as templates of snippet variables; the ones a post's title uses are filled in, others
 * (page numbers, dates) are dropped.
 */
export function resolveSnippet(template: string, values: { title: string; siteName: string }): string {
  const known: Record<string, string> = { title: values.title, sitename: values.siteName, sep: "-" };
  return template
    .replace(/%%?([a-z_]+)%%?/gi, (_, name: string) => known[name.toLowerCase()] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}
