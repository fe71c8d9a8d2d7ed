/** Avatars show at most this wide; a larger picture only costs upload size. */
const AVATAR_SIDE = 256;
const READ_FAILED = "Failed to read file.";

/** The picked image redrawn as a PNG no larger than the widget shows it, as the widget takes only PNGs. */
export async function toPng(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error(READ_FAILED);
  }
  const scale = Math.min(1, AVATAR_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error(READ_FAILED);
  return new File([blob], `${file.name.replace(/\.[^.]*$/, "") || "avatar"}.png`, { type: "image/png" });
}
