import { AVATAR_MAX_BYTES } from "@sitecrew/core/user/schema";

export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];

/** Mirrors the server's checks so most mistakes are caught before uploading. */
export function avatarProblem(file: { type: string; size: number }): string | undefined {
  if (!AVATAR_TYPES.includes(file.type)) return "Please choose an image file (PNG, JPEG, GIF or WebP).";
  if (file.size > AVATAR_MAX_BYTES) return "File is too large. Maximum size is 2MB.";
  return undefined;
}
