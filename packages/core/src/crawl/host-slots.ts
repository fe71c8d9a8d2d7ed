const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

interface Host {
  active: number;
  waiting: (() => void)[];
  nextStart: number;
}

/**
 * Politeness per host: at most `perHost` requests at once, and starts spaced by the host's delay.
 * `acquire` resolves with the function that frees the slot.
 */
export function hostSlots(perHost: number) {
  const hosts = new Map<string, Host>();
  return async function acquire(name: string, delayMs: number): Promise<() => void> {
    let host = hosts.get(name);
    if (!host) hosts.set(name, (host = { active: 0, waiting: [], nextStart: 0 }));
    // A freed slot is handed straight to the next waiter, so a newcomer cannot slip in between.
    if (host.active >= perHost) await new Promise<void>((done) => host.waiting.push(done));
    else host.active++;
    const now = Date.now();
    const start = Math.max(now, host.nextStart);
    host.nextStart = start + delayMs;
    if (start > now) await sleep(start - now);
    return () => {
      const next = host.waiting.shift();
      if (next) next();
      else host.active--;
    };
  };
}
