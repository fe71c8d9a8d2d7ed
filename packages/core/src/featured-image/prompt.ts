const tidy = (value: string) => value.replace(/\s+/g, " ").trim();

/**
 * What the image model is asked for: a photo-like landscape picture of the post's subject, with no
 * lettering anywhere (a model's text is often garbled, and the post's title is shown by the theme).
 */
export function imagePrompt(input: { title: string; keyphrase: string; niche: string }) {
  const title = tidy(input.title);
  const keyphrase = tidy(input.keyphrase);
  const niche = tidy(input.niche);
  return [
    `A realistic, photo-like wide landscape picture for a blog post titled "${title}".`,
    keyphrase ? `It shows ${keyphrase}, the subject of the post, clearly and attractively.` : "",
    niche ? `The blog is about ${niche}.` : "",
    "Natural light, a clear main subject in the middle of the frame, an uncluttered background, editorial photography style.",
    "No text, letters, words, captions, logos or watermarks anywhere in the picture.",
  ]
    .filter(Boolean)
    .join(" ");
}
