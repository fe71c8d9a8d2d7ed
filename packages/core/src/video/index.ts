export { END_SCENE_TAIL_MS, renderVideo } from "./render";
export { VideoError } from "./error";
export { fontFamily } from "./fonts";
export type { Brand, NarrationSentence, RenderedVideo, RenderVideoInput, Scene, SceneVisual, VideoClip, Visual } from "./input";
