import { useState } from "react";
import { Button } from "../../components/ui/Button";
import { Icon } from "../../components/ui/Icon";
import { TextField } from "../../components/ui/TextField";
import { competitorDraft, competitorLabel, MAX_LISTED_COMPETITORS } from "./competitor-list";
import "./auditor.css";

interface CompetitorListFieldProps {
  value: readonly string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
  /** The server's word on the list as a whole, e.g. an address that is not public. */
  error?: string | null;
}

/**
 * Competitor sites added and removed one by one. It holds no form of its own, so it can sit inside another form:
 * Enter in its address field adds the address rather than sending the form.
 */
export function CompetitorListField({ value, onChange, disabled, error }: CompetitorListFieldProps) {
  const [draft, setDraft] = useState("");
  const [draftError, setDraftError] = useState<string | null>(null);
  const full = value.length >= MAX_LISTED_COMPETITORS;

  const add = () => {
    const next = competitorDraft(draft, value);
    if ("error" in next) {
      setDraftError(next.error);
      return;
    }
    setDraftError(null);
    onChange([...value, next.url]);
    setDraft("");
  };

  return (
    <>
      {value.length === 0 ? (
        <p className="field-hint">No competitor is listed yet.</p>
      ) : (
        <ul className="competitor-list" aria-label="Listed competitors">
          {value.map((url) => (
            <li key={url} className="competitor-item">
              <span className="competitor-url">{competitorLabel(url)}</span>
              <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(value.filter((other) => other !== url))}>
                <Icon name="close" size={14} />
                <span className="visually-hidden">Remove {competitorLabel(url)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="competitor-add">
        <TextField
          label="Competitor address"
          inputMode="url"
          value={draft}
          placeholder="https://competitor.example"
          autoComplete="off"
          error={draftError ?? undefined}
          hint={`Up to ${MAX_LISTED_COMPETITORS} sites; ${value.length} listed.`}
          disabled={disabled || full}
          onChange={(event) => {
            setDraft(event.target.value);
            setDraftError(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            add();
          }}
        />
        <Button variant="secondary" className="competitor-add-button" disabled={disabled || full} onClick={add}>
          Add
        </Button>
      </div>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
    </>
  );
}
