import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export interface TabItem<TId extends string> {
  id: TId;
  label: string;
  panel: ReactNode;
}

interface TabsProps<TId extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem<TId>[];
  selected: TId;
  onSelect: (id: TId) => void;
}

/**
 * Tabs as the ARIA pattern has them: one tab in the Tab order, arrow keys (and Home, End) move between tabs and
 * show each at once, and the panel is named by its tab.
 */
export function Tabs<TId extends string>({ label, tabs, selected, onSelect }: TabsProps<TId>) {
  const baseId = useId();
  const tabElements = useRef(new Map<TId, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0]!;

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.id === current.id);
    const target =
      event.key === "ArrowRight"
        ? (index + 1) % tabs.length
        : event.key === "ArrowLeft"
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? tabs.length - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    const next = tabs[target]!;
    onSelect(next.id);
    tabElements.current.get(next.id)?.focus();
  }

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tab-list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.id === current.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabElements.current.set(tab.id, element);
                else tabElements.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              className={active ? "tab is-active" : "tab"}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel-${current.id}`} aria-labelledby={`${baseId}-tab-${current.id}`} tabIndex={0} className="tab-panel">
        {current.panel}
      </div>
    </div>
  );
}
