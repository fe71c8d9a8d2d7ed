import { useCallback, useId, useRef, useState } from "react";
import { useDismiss } from "../../hooks/use-dismiss";
import { useStore } from "../../hooks/use-store";
import { displayDomain, type Domain, domainStore, filterDomains, selectDomain } from "../../lib/domains";
import { Icon } from "../ui/Icon";

export function DomainSelector() {
  const { domains, selected } = useStore(domainStore);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => {
    setOpen(false);
    setQuery("");
  }, []);
  useDismiss(open, close, container, trigger);

  if (domains.length === 0) return null;
  const matches = filterDomains(domains, query);

  function choose(domain: Domain) {
    selectDomain(domain);
    close();
    trigger.current?.focus();
  }

  return (
    <div className="domain-selector" ref={container}>
      <button
        ref={trigger}
        type="button"
        className="domain-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span className="domain-trigger-name">{selected ? displayDomain(selected.domain_name) : "Select a domain"}</span>
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
              placeholder="Search domains..."
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              autoFocus
            />
          </div>
          {matches.length === 0 ? (
            <p className="domain-none">No domains found.</p>
          ) : (
            <ul className="domain-list">
              {matches.map((domain) => (
                <li key={domain.id}>
                  <button
                    type="button"
                    className="domain-option"
                    aria-current={domain.id === selected?.id || undefined}
                    onClick={() => choose(domain)}
                  >
                    <span className="dot dot-green" aria-hidden="true" />
                    <span>{displayDomain(domain.domain_name)}</span>
                    {domain.id === selected?.id && <Icon name="check" size={16} className="domain-current" />}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
