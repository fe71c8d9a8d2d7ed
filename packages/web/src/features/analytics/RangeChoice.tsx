import { useId } from "react";
import { RANGE_DAYS, type RangeDays } from "./types";

/** The range as native radios drawn as segments: arrow keys move the choice, Tab enters and leaves the group. */
export function RangeChoice({ value, onChange }: { value: RangeDays; onChange: (days: RangeDays) => void }) {
  const id = useId();
  return (
    <fieldset className="range-choice">
      <legend className="range-legend">Period</legend>
      <div className="segments">
        {RANGE_DAYS.map((days) => (
          <label key={days} className="segment">
            <input type="radio" name={`${id}-days`} value={days} checked={value === days} onChange={() => onChange(days)} />
            <span>{days} days</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
