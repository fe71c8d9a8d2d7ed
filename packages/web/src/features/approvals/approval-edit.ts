/**
 * The draft's HTML as a complete document for a sandboxed frame: no scripts run in it, and links open outside it.
 * The frame inherits the dashboard's content policy, so the site's own styles and images do not load there.
 */
export function previewDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"></head><body>${html}</body></html>`;
}
