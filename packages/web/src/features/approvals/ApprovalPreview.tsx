import { previewDocument } from "./approval-edit";

/**
 * The draft as HTML, in a sandboxed frame: its scripts and forms never run and it cannot reach the dashboard, so
 * markup from the site is shown without being trusted. Only its links may open, in a new tab.
 */
export function ApprovalPreview({ title, html }: { title: string; html: string }) {
  return (
    <iframe className="approval-frame" title={`Preview of ${title}`} sandbox="allow-popups allow-popups-to-escape-sandbox" srcDoc={previewDocument(html)} />
  );
}
