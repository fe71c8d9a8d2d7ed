/**
 * A post's slug as an image's file name: WordPress keeps a non-Latin slug percent-encoded, which a
 * file name does not carry, so accents fall away and other letters leave nothing ("" then).
 */
export function fileNameOf(slug: string) {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // A lone "%": the slug was not percent-encoded.
  }
  return decoded
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
