import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "../../components/ui/Button";
import { Icon } from "../../components/ui/Icon";
import { Spinner } from "../../components/ui/Spinner";
import { TextField } from "../../components/ui/TextField";
import { fieldErrorsOf, messageOf } from "../../lib/api";
import { toast } from "../../lib/toasts";
import { saveCompetitors } from "./auditor-actions";
import { AUDITORS_QUERY_KEY, competitorsQueryOptions } from "./auditor-queries";
import { competitorDraft, competitorLabel, MAX_LISTED_COMPETITORS } from "./competitor-list";
import "./auditor.css";

/**
 * The competitor sites listed for a domain, added and removed here and saved together. It holds no form of its own,
 * so it can sit inside another form: Enter in its address field adds the address.
 */
export function CompetitorsEditor({ domainId }: { domainId: string }) {
  const queryClient = useQueryClient();
  const saved = useQuery(competitorsQueryOptions(domainId));
  const [edited, setEdited] = useState<string[] | null>(null);
  const [draft, setDraft] = useState("");
  const [draftError, setDraftError] = useState<string | null>(null);
  const listId = useId();
  const mutation = useMutation({
    mutationFn: (competitors: string[]) => saveCompetitors(domainId, competitors),
    onSuccess: async (competitors) => {
      queryClient.setQueryData(competitorsQueryOptions(domainId).queryKey, competitors);
      setEdited(null);
      toast({ title: "Competitors saved", message: `${competitors.length} competitor${competitors.length === 1 ? " is" : "s are"} listed for this domain.` });
      // How many competitors an audit can use follows the list.
      await queryClient.invalidateQueries({ queryKey: AUDITORS_QUERY_KEY });
    },
  });

  if (saved.isPending) return <Spinner label="Loading competitors…" />;
  if (saved.isError) {
    return (
      <div role="alert" className="field-error">
        {messageOf(saved.error, "The competitors could not be loaded.")}{" "}
        <Button variant="secondary" size="sm" onClick={() => void saved.refetch()}>
          Retry
        </Button>
      </div>
    );
  }

  const listed = edited ?? saved.data;
  const serverError = mutation.isError ? (fieldErrorsOf(mutation.error).competitors ?? messageOf(mutation.error, "The competitors could not be saved.")) : null;
  const change = (next: string[]) => {
    mutation.reset();
    setEdited(next);
  };
  const add = () => {
    const next = competitorDraft(draft, listed);
    if ("error" in next) {
      setDraftError(next.error);
      return;
    }
    setDraftError(null);
    change([...listed, next.url]);
    setDraft("");
  };

  return (
    <div className="competitors-editor">
      {listed.length === 0 ? (
        <p className="field-hint">No competitor is listed yet.</p>
      ) : (
        <ul className="competitor-list" id={listId} aria-label="Listed competitors">
          {listed.map((url) => (
            <li key={url} className="competitor-item">
              <span className="competitor-url">{competitorLabel(url)}</span>
              <Button variant="ghost" size="sm" disabled={mutation.isPending} onClick={() => change(listed.filter((other) => other !== url))}>
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
          hint={`Up to ${MAX_LISTED_COMPETITORS} sites; ${listed.length} listed.`}
          disabled={mutation.isPending || listed.length >= MAX_LISTED_COMPETITORS}
          onChange={(event) => {
            setDraft(event.target.value);
            setDraftError(null);
          }}
          onKeyDown={(event) => {
            // Enter adds the address rather than sending a surrounding form.
            if (event.key !== "Enter") return;
            event.preventDefault();
            add();
          }}
        />
        <Button variant="secondary" className="competitor-add-button" disabled={mutation.isPending || listed.length >= MAX_LISTED_COMPETITORS} onClick={add}>
          Add
        </Button>
      </div>
      {serverError && (
        <p role="alert" className="field-error">
          {serverError}
        </p>
      )}
      {edited && (
        <div className="button-row">
          <Button size="sm" loading={mutation.isPending} onClick={() => mutation.mutate(edited)}>
            Save competitors
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={mutation.isPending}
            onClick={() => {
              mutation.reset();
              setEdited(null);
            }}
          >
            Discard changes
          </Button>
          <span className="field-hint">Unsaved changes.</span>
        </div>
      )}
    </div>
  );
}
