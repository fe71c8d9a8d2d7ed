import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { Modal } from "../../components/ui/Modal";
import { Spinner } from "../../components/ui/Spinner";
import { messageOf } from "../../lib/api";
import { toast } from "../../lib/toasts";
import { blogAgentsQueryOptions } from "./blog-queries";
import { addToKeywords } from "./add-to-keywords";

/** The most agents a domain lists here; more than the page sizes the agent list offers. */
const AGENTS_SHOWN = 100;

/** Adds a search to the keywords of one of the domain's blog agents, or opens the form of a new one with it. */
export function AddKeywordDialog({ domainId, query, onClose }: { domainId: string; query: string | null; onClose: () => void }) {
  return (
    <Modal open={query !== null} title="Add to keywords" size="md" onClose={onClose}>
      {query !== null && <AgentChoice domainId={domainId} query={query} onClose={onClose} />}
    </Modal>
  );
}

function AgentChoice({ domainId, query, onClose }: { domainId: string; query: string; onClose: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const agents = useQuery(blogAgentsQueryOptions(domainId, 1, AGENTS_SHOWN, undefined, undefined));
  const [chosenId, setChosenId] = useState<string | null>(null);
  const list = agents.data?.data ?? [];
  const chosen = list.find((agent) => agent.id === chosenId) ?? list[0];
  const add = useMutation({
    mutationFn: (agentId: string) => addToKeywords(queryClient, agentId, query),
    onSuccess: (agent) => {
      toast({ title: "Keyword added", message: `${agent.name} will write about “${query}” in turn with its other keywords.` });
      onClose();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) add.mutate(chosen.id);
  };

  return (
    <div className="stack">
      <p>
        Search: <q className="search-query">{query}</q>
      </p>
      {agents.isPending ? (
        <Spinner label="Loading blog agents…" />
      ) : agents.isError ? (
        <p role="alert">{messageOf(agents.error, "Blog agents could not be loaded.")}</p>
      ) : list.length === 0 ? (
        <>
          <p>This domain has no blog agent yet. Set one up with this search as its first keyword.</p>
          <div className="modal-actions">
            <Link to="/add-service/add-blog-agent" search={{ topic: query }} className="btn btn-primary" onClick={onClose}>
              Open the blog agent form
            </Link>
          </div>
        </>
      ) : (
        <form className="stack" onSubmit={submit} noValidate>
          <fieldset className="field search-console-choice" disabled={add.isPending}>
            <legend className="field-label">Blog agent</legend>
            <div className="choices">
              {list.map((agent) => (
                <label key={agent.id} className="choice">
                  <input type="radio" name={`${id}-agent`} value={agent.id} checked={agent.id === chosen?.id} onChange={() => setChosenId(agent.id)} />
                  <span>
                    {agent.name}
                    <span className="choice-hint">{agent.keywords.length} keywords now</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {add.isError && (
            <div role="alert">
              <Callout tone="error" title="The keyword was not added">
                {messageOf(add.error, "Please try again.")}
              </Callout>
            </div>
          )}
          <div className="modal-actions">
            <Button variant="secondary" onClick={onClose} disabled={add.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending} data-autofocus>
              Add to keywords
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
