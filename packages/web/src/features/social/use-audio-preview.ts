import { useCallback, useEffect, useRef, useState } from "react";

export interface AudioPreview {
  /** The sample asked for, and whether it is sounding yet. */
  current: { url: string; sounding: boolean } | null;
  toggle: (url: string) => void;
  stop: () => void;
}

/**
 * One sample at a time, for a form's Preview buttons. A sample that cannot play is logged and its button goes back
 * to Preview, as the spec asks; nothing else is shown.
 */
export function useAudioPreview(): AudioPreview {
  const element = useRef<HTMLAudioElement | null>(null);
  const [current, setCurrent] = useState<AudioPreview["current"]>(null);

  const stop = useCallback(() => {
    const audio = element.current;
    element.current = null;
    if (audio) {
      audio.pause();
      audio.removeAttribute("src");
    }
    setCurrent(null);
  }, []);

  const play = useCallback(
    (url: string) => {
      stop();
      const audio = new Audio(url);
      element.current = audio;
      const ours = () => element.current === audio;
      const failed = (error: unknown) => {
        if (!ours()) return;
        console.error("The audio preview could not play.", url, error);
        stop();
      };
      audio.addEventListener("playing", () => ours() && setCurrent({ url, sounding: true }));
      audio.addEventListener("ended", () => ours() && stop());
      audio.addEventListener("error", () => failed(audio.error));
      setCurrent({ url, sounding: false });
      audio.play().catch(failed);
    },
    [stop],
  );

  useEffect(() => stop, [stop]);

  return { current, toggle: (url) => (current?.url === url ? stop() : play(url)), stop };
}
