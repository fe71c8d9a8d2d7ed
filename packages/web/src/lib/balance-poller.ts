export const BALANCE_POLL_MS = 30_000;

export interface BalancePollerOptions {
  fetchBalance: () => Promise<number>;
  onBalance: (balance: number) => void;
  onError?: (error: unknown) => void;
  intervalMs?: number;
}

/** Keeps the credits balance fresh: one fetch at start, then one per interval until stopped. */
export class BalancePoller {
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly options: BalancePollerOptions) {}

  get active(): boolean {
    return this.timer !== undefined;
  }

  start(): void {
    if (this.active) return;
    this.timer = setInterval(() => void this.refresh(), this.options.intervalMs ?? BALANCE_POLL_MS);
    void this.refresh();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  async refresh(): Promise<void> {
    try {
      this.options.onBalance(await this.options.fetchBalance());
    } catch (error) {
      this.options.onError?.(error);
    }
  }
}
