/** The local twin of the cloud's one-minute schedule (infra/queue.ts): the same handler on a timer. */
export function startCron(intervalMs = 60_000) {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    // A slow tick is not overlapped by the next; the handler copes with overlap anyway, as in the cloud.
    running ??= import("../worker/cron")
      .then(({ handler }) => handler())
      .catch((error: unknown) => console.error("[cron] tick failed", error))
      .finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
