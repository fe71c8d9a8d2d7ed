/** A real 1x1 PNG. */
export function png(): Uint8Array {
  return Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
}

export function pdf(): Uint8Array {
  return Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
}

export function upload(name: string, bytes: Uint8Array, type = "image/png"): FormData {
  const form = new FormData();
  form.append("avatar", new File([new Uint8Array(bytes)], name, { type }));
  return form;
}
