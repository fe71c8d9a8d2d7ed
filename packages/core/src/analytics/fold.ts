import { addDays, localDayOf, startOfLocalDay } from "./local-days";
import type { SlotValue } from "./read";

export type Figures = Record<string, number>;

/** The owner's days of a range and the instants that bound them. */
export function localRange(days: number, timeZone: string, now: number) {
  const to = localDayOf(timeZone)(now);
  const from = addDays(to, -(days - 1));
  const dates = Array.from({ length: days }, (_, index) => addDays(from, index));
  // Each day's first instant, and the next day's: a counter's day is found among them without formatting its instant.
  const starts = [...dates, addDays(to, 1)].map((date) => startOfLocalDay(date, timeZone));
  const start = starts[0]!;
  const end = starts[days]!;
  return {
    dates,
    from,
    to,
    start,
    end,
    /** The range's day an instant falls on, or undefined outside the range. */
    dayOf(at: number): string | undefined {
      if (at < start || at >= end) return undefined;
      let low = 0;
      let high = days - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (starts[middle]! <= at) low = middle;
        else high = middle - 1;
      }
      return dates[low];
    },
    /** The UTC days whose counters can fall in the range. */
    utcFrom: new Date(start).toISOString().slice(0, 10),
    utcTo: new Date(end - 1).toISOString().slice(0, 10),
  };
}

/** Adds every counter inside the range to its local day. */
export function foldByDay(values: SlotValue[], range: ReturnType<typeof localRange>) {
  const byDay = new Map<string, Figures>(range.dates.map((date) => [date, {}]));
  for (const { metric, at, value } of values) {
    if (metric === "balance") continue;
    const date = range.dayOf(at);
    if (date === undefined) continue;
    const figures = byDay.get(date)!;
    figures[metric] = (figures[metric] ?? 0) + value;
  }
  return byDay;
}

/**
 * The balance at the end of each day: the last one set in or before it, carried over quiet days.
 * `opening` is the balance before the earliest value given.
 */
export function balances(values: SlotValue[], range: ReturnType<typeof localRange>, opening: number) {
  const changes = values.filter((value) => value.metric === "balance").sort((a, b) => a.at - b.at);
  let balance = opening;
  let next = 0;
  while (next < changes.length && changes[next]!.at < range.start) balance = changes[next++]!.value;
  const start = balance;
  const byDay = new Map<string, number>();
  for (const date of range.dates) {
    while (next < changes.length && changes[next]!.at < range.end && range.dayOf(changes[next]!.at)! <= date) balance = changes[next++]!.value;
    byDay.set(date, balance);
  }
  return { start, byDay };
}
