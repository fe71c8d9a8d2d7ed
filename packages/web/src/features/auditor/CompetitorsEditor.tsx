import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../components/ui/Button";
import { Spinner } from "../../components/ui/Spinner";
import { fieldErrorsOf, messageOf } from "../../lib/api";
import { toast } from "../../lib/toasts";
import { saveCompetitors } from "./auditor-actions";
import { AUDITORS_QUERY_KEY, competitorsQueryOptions } from "./auditor-queries";
import { CompetitorListField } from "./CompetitorListField";
import "./auditor.css";

/** The competitor sites listed for a domain (its page's card), added and removed here and saved together. */
export function CompetitorsEditor({ domainId }: { domainId: string }) {
  const queryClient = useQueryClient();
  const saved = useQuery(competitorsQueryOptions(domainId));
  const [edited, setEdited] = useState<string[] | null>(null);
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

  return (
    <div className="competitors-editor">
      <CompetitorListField
        value={listed}
        disabled={mutation.isPending}
        error={serverError}
        onChange={(next) => {
          mutation.reset();
          setEdited(next);
        }}
      />
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
