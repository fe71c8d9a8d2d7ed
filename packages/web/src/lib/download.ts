export function downloadText(filename: string, text: string): void {
  downloadBlob(filename, new Blob([text], { type: "text/plain;charset=utf-8" }));
}

export function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  // Revoke on the next tick: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The name a Content-Disposition header suggests (RFC 6266: `filename*` wins over `filename`), else `fallback`. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:[\w-]+)'[^']*'([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return safeName(decodeURIComponent(extended.trim())) ?? fallback;
    } catch {
      // A malformed escape: fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  return safeName(plain?.[1] ?? plain?.[2]?.trim()) ?? fallback;
}

// A suggested name is only a name: any path the server put in front of it is dropped.
function safeName(name: string | undefined): string | undefined {
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base || undefined;
}
