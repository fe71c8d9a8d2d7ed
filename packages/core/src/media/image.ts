export type ImageType = { mime: string; extension: string };

const signatures: Array<{ type: ImageType; matches: (bytes: Uint8Array) => boolean }> = [
  { type: { mime: "image/png", extension: "png" }, matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: { mime: "image/jpeg", extension: "jpg" }, matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: { mime: "image/gif", extension: "gif" }, matches: (b) => ascii(b, 0, 6) === "GIF87a" || ascii(b, 0, 6) === "GIF89a" },
  { type: { mime: "image/webp", extension: "webp" }, matches: (b) => ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP" },
];

function startsWith(bytes: Uint8Array, prefix: number[]) {
  return prefix.every((value, index) => bytes[index] === value);
}

function ascii(bytes: Uint8Array, start: number, end: number) {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** Identifies an image by its leading bytes; names and declared types are not trusted. SVG is refused (it can carry script). */
export function sniffImage(bytes: Uint8Array): ImageType | undefined {
  return signatures.find((signature) => signature.matches(bytes))?.type;
}
