export { renderVideo, END_CARD_MS } from "./render";
export { VideoError } from "./error";
export { fontFamily } from "./fonts";
export type { EndCard, NarrationSentence, RenderedVideo, RenderVideoInput, VideoClip, Visual } from "./input";
