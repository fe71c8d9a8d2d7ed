import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { Button } from "./Button";
import { Spinner } from "./Spinner";
import { TextField } from "./TextField";
import "./checklist.css";

/** An item that can be ticked: the selection holds it by its id. */
export interface Checkable {
  id: number | string;
}

interface CheckListSearch {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** A search that waits for a pause in typing runs at once on Enter. */
  onEnter?: () => void;
  autoFocusInDialog?: boolean;
}

interface CheckListMessages {
  loading: string;
  failed: string;
  /** Shown when no item is listed: the site has none, or none matches the search. */
  empty: string;
}

export interface CheckListProps<T extends Checkable> {
  legend: string;
  hint?: ReactNode;
  /** Added to the fieldset's classes, e.g. to span a form's grid. */
  className?: string;
  disabled: boolean;
  /** The form's complaint about the selection. */
  error?: string;
  /** Between the hint and the search box, e.g. the picks as chips. */
  header?: ReactNode;
  search: CheckListSearch;
  /** Where the items come from: its loading and failure, and what Retry calls. */
  query: Pick<UseQueryResult, "isPending" | "isError" | "isFetching" | "refetch">;
  messages: CheckListMessages;
  /** The items the search matches. */
  items: readonly T[];
  listLabel: string;
  /** The list still shows the previous search's items while the next ones load. */
  busy?: boolean;
  value: readonly Checkable[];
  /** A full selection takes no more: the other boxes are disabled. */
  max: number;
  onToggle: (item: T) => void;
  /** The live count of the picks, with Clear All. */
  count?: { label: string; onClear: () => void };
  /** Under the list, above the error. */
  footer?: ReactNode;
  /** What the box's label shows of an item. */
  children: (item: T) => ReactNode;
}

/** A fieldset to pick a few items from a searchable list of checkboxes, up to a maximum. */
export function CheckList<T extends Checkable>(props: CheckListProps<T>) {
  const { legend, hint, className, disabled, error, header, search, query, messages, items, value, max, count, footer } = props;
  const id = useId();
  const countId = count ? `${id}-count` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const full = value.length >= max;

  return (
    <fieldset
      className={className ? `field check-list ${className}` : "field check-list"}
      disabled={disabled}
      aria-describedby={[countId, errorId].filter(Boolean).join(" ") || undefined}
    >
      <legend className="field-label">{legend}</legend>
      {hint && <p className="field-hint">{hint}</p>}
      {header}
      <TextField
        label={search.label}
        type="search"
        value={search.value}
        onChange={(event) => search.onChange(event.target.value)}
        onKeyDown={(event) => {
          // The list follows the box; Enter must not send the form around it.
          if (event.key !== "Enter") return;
          event.preventDefault();
          search.onEnter?.();
        }}
        placeholder={search.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        autoFocusInDialog={search.autoFocusInDialog}
      />
      {query.isPending ? (
        <Spinner label={messages.loading} />
      ) : query.isError ? (
        <div role="alert" className="field-error">
          {messages.failed}{" "}
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
            Retry
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="field-hint" role="status">
          {messages.empty}
        </p>
      ) : (
        <ul className="check-list-items" aria-label={props.listLabel} aria-busy={props.busy || undefined}>
          {items.map((item) => {
            const checked = value.some((picked) => picked.id === item.id);
            return (
              <li key={item.id}>
                <label className="check-list-item">
                  <input type="checkbox" checked={checked} disabled={!checked && full} onChange={() => props.onToggle(item)} />
                  {props.children(item)}
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {count && (
        <div className="check-list-count">
          <span id={countId} aria-live="polite">
            {count.label}
          </span>
          <Button variant="ghost" size="sm" disabled={value.length === 0} onClick={count.onClear}>
            Clear All
          </Button>
        </div>
      )}
      {footer}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
