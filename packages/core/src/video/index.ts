export { renderVideo } from "./render";
export { VideoError } from "./error";
export { fontFamily } from "./fonts";
export type { NarrationSentence, RenderedVideo, RenderVideoInput, VideoClip, Visual } from "./input";
