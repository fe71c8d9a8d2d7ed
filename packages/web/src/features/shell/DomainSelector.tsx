import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useDismiss } from "./use-dismiss";
import { useSelectDomain } from "../domains/use-select-domain";
import { useStore } from "../../hooks/use-store";
import { domainAddress, type Domain, domainStore, filterDomains } from "../domains/domains";
import { moveActive } from "../../lib/listbox";
import { Icon } from "../../components/ui/Icon";
import "./domain-bar.css";

/**
 * A combobox: focus stays in the search box while arrow keys move through the list and Enter picks the
 * highlighted domain; a pointer picks directly.
 */
export function DomainSelector() {
  const { domains, selected } = useStore(domainStore);
  const selectDomain = useSelectDomain();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(-1);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const listId = `${panelId}-list`;
  const optionId = (index: number) => `${panelId}-option-${index}`;
  const close = useCallback(() => {
    setOpen(false);
    setQuery("");
  }, []);
  useDismiss(open, close, container, trigger);

  const matches = filterDomains(domains, query);
  const current = active < matches.length ? active : -1;

  useEffect(() => {
    if (open && current >= 0) document.getElementById(`${panelId}-option-${current}`)?.scrollIntoView({ block: "nearest" });
  }, [open, current, panelId]);

  if (domains.length === 0) return null;

  function openPanel() {
    setActive(domains.findIndex((domain) => domain.id === selected?.id));
    setOpen(true);
  }

  function choose(domain: Domain) {
    close();
    trigger.current?.focus();
    void selectDomain(domain);
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      const match = matches[current];
      if (match) choose(match);
      return;
    }
    const next = moveActive(current, event.key, matches.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  }

  return (
    <div className="domain-selector" ref={container}>
      <button
        ref={trigger}
        type="button"
        className="domain-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : openPanel())}
        onKeyDown={(event) => {
          if (!open && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
            event.preventDefault();
            openPanel();
          }
        }}
      >
        <span className="domain-trigger-name">{selected ? domainAddress(selected) : "Select a domain"}</span>
        <span className="domain-trigger-hint">Switch</span>
        <Icon name="chevronDown" size={16} />
      </button>
      {open && (
        <div className="domain-panel" id={panelId}>
          <div className="domain-search">
            <Icon name="search" size={16} />
            <label className="visually-hidden" htmlFor={`${panelId}-search`}>
              Search domains
            </label>
            <input
              id={`${panelId}-search`}
              className="input"
              type="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={matches.length > 0}
              aria-controls={listId}
              aria-activedescendant={current >= 0 ? optionId(current) : undefined}
              placeholder="Search domains..."
              autoComplete="off"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setActive(0);
              }}
              onKeyDown={onSearchKeyDown}
              autoFocus
            />
          </div>
          {matches.length === 0 ? (
            <p className="domain-none">No domains found.</p>
          ) : (
            <ul className="domain-list" id={listId} role="listbox" aria-label="Your domains">
              {matches.map((domain, index) => (
                <li
                  key={domain.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === current}
                  className={index === current ? "domain-option is-active" : "domain-option"}
                  onPointerMove={() => setActive(index)}
                  onClick={() => choose(domain)}
                >
                  <span className="dot dot-green" aria-hidden="true" />
                  <span>{domainAddress(domain)}</span>
                  {domain.id === selected?.id && (
                    <>
                      <Icon name="check" size={16} className="domain-current" />
                      <span className="visually-hidden">(current)</span>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
