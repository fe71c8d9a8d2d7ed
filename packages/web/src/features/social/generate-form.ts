import { DEFAULT_VIDEO_MODEL, MAX_POSTS_PER_GENERATE, PROMPT_MAX_LENGTH } from "@sitecrew/core/social/schema";

export { PROMPT_MAX_LENGTH };
export const MAX_POSTS = MAX_POSTS_PER_GENERATE;
export const FALLBACK_LANGUAGE = "en-US";

export interface PickedPost {
  id: number;
  title: string;
}

export interface GenerateValues {
  posts: PickedPost[];
  language: string;
  model: string;
  withSubtitle: boolean;
  /** A style id, or empty for none. */
  soundStyle: string;
  prompt: string;
}

interface Language {
  code: string;
}

interface Model {
  id: string;
  credits: number;
}

/**
 * The site's language when it is one the videos speak, else en-US. WordPress names it as a locale (en_US), a tag
 * (en-US) or a bare language (en); the 22 differ in their language, so that is what is compared.
 */
export function defaultLanguage(languages: readonly Language[], siteLanguage: string | null): string {
  const primary = (tag: string) => tag.replace("_", "-").split("-")[0]!.toLowerCase();
  const wanted = siteLanguage?.replace("_", "-").toLowerCase();
  const site =
    wanted === undefined
      ? undefined
      : (languages.find((language) => language.code.toLowerCase() === wanted) ?? languages.find((language) => primary(language.code) === primary(wanted)));
  return site?.code ?? FALLBACK_LANGUAGE;
}

export function initialGenerateValues(options: { models: readonly Model[]; languages: readonly Language[]; site_language: string | null }): GenerateValues {
  const model = options.models.find((choice) => choice.id === DEFAULT_VIDEO_MODEL) ?? options.models[0];
  return {
    posts: [],
    language: defaultLanguage(options.languages, options.site_language),
    model: model?.id ?? "",
    // Most Reels are watched without sound: word-by-word captions are on unless the owner turns them off.
    withSubtitle: true,
    soundStyle: "",
    prompt: "",
  };
}

/** Adds a post, or takes it away when it is picked already; no more than ten. */
export function togglePost(posts: readonly PickedPost[], post: PickedPost): PickedPost[] {
  if (posts.some((picked) => picked.id === post.id)) return posts.filter((picked) => picked.id !== post.id);
  return posts.length >= MAX_POSTS ? [...posts] : [...posts, post];
}

export type GenerateField = "posts" | "language" | "model" | "soundStyle" | "prompt";

/** The spec's required fields: a post, a language, a model, and a sound style when there are styles to pick. */
export function missingFields(values: GenerateValues, stylesExist: boolean): GenerateField[] {
  const missing: GenerateField[] = [];
  if (values.posts.length === 0) missing.push("posts");
  if (!values.language) missing.push("language");
  if (!values.model) missing.push("model");
  if (stylesExist && !values.soundStyle) missing.push("soundStyle");
  if (values.prompt.length > PROMPT_MAX_LENGTH) missing.push("prompt");
  return missing;
}

/** Each post is one video, and each video costs its model's credits. */
export function totalCredits(models: readonly Model[], values: Pick<GenerateValues, "model" | "posts">): number | null {
  const model = models.find((choice) => choice.id === values.model);
  return model ? model.credits * values.posts.length : null;
}

/** The request the API takes: an empty prompt and no style are left out. */
export function generateBody(values: GenerateValues) {
  const prompt = values.prompt.trim();
  return {
    posts: values.posts.map(({ id, title }) => ({ id, title })),
    language: values.language,
    model: values.model,
    withSubtitle: values.withSubtitle,
    ...(values.soundStyle ? { soundStyle: values.soundStyle } : {}),
    ...(prompt ? { prompt } : {}),
  };
}
