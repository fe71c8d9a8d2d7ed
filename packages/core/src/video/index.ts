export { renderVideo } from "./render";
export { VideoError } from "./error";
export { fontFamily } from "./fonts";
export type { NarrationSentence, RenderedVideo, RenderVideoInput, VideoCard, VideoClip, Visual } from "./input";
