import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { Field } from "../../components/ui/Field";
import { Modal } from "../../components/ui/Modal";
import { ApiError, messageOf } from "../../lib/api";
import { toast } from "../../lib/toasts";
import { BALANCE_QUERY_KEY } from "../billing/balance-queries";
import { NOTHING_SELECTED_MESSAGE, OPTIMIZE_FAILED_MESSAGE } from "./optimizer-messages";
import type { PickablePost } from "./optimizer-picker";
import { DEFAULT_PROVIDER, type Provider, PROVIDERS, providerOf } from "./optimizer-providers";
import { OPTIMIZATIONS_QUERY_KEY, optimizationCostQueryOptions, startOptimization } from "./optimizer-queries";
import { OptimizationCost } from "./OptimizationCost";
import { PostSelector } from "./PostSelector";

interface AddOptimizationDialogProps {
  domainId: string;
  open: boolean;
  onClose: () => void;
}

/** 'Add New Blog Optimization': a provider and the posts to rewrite; it starts afresh each time it opens. */
export function AddOptimizationDialog({ domainId, open, onClose }: AddOptimizationDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal open={open} title="Add New Blog Optimization" onClose={onClose} busy={busy} size="md">
      <OptimizationForm domainId={domainId} onClose={onClose} onBusy={setBusy} />
    </Modal>
  );
}

function OptimizationForm({ domainId, onClose, onBusy }: { domainId: string; onClose: () => void; onBusy: (busy: boolean) => void }) {
  const queryClient = useQueryClient();
  const [provider, setProvider] = useState<Provider>(DEFAULT_PROVIDER);
  const [posts, setPosts] = useState<PickablePost[]>([]);
  const [nothingSelected, setNothingSelected] = useState(false);
  const cost = useQuery(optimizationCostQueryOptions());
  const mutation = useMutation({
    mutationFn: () => startOptimization(domainId, posts, provider),
    onMutate: () => onBusy(true),
    onSettled: () => onBusy(false),
    onSuccess: async (answer) => {
      toast({ title: "Optimization started", message: `${answer.data.length} post(s) are being rewritten; the list shows when each is done.` });
      onClose();
      void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: OPTIMIZATIONS_QUERY_KEY });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (posts.length === 0) {
      setNothingSelected(true);
      return;
    }
    mutation.mutate();
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {nothingSelected && posts.length === 0 && (
        <div role="alert">
          <Callout tone="error">{NOTHING_SELECTED_MESSAGE}</Callout>
        </div>
      )}
      {mutation.isError && <StartFailure error={mutation.error} />}
      <Field label="Provider" hint={providerOf(provider)?.description}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={provider}
            disabled={mutation.isPending}
            onChange={(event) => setProvider(event.target.value as Provider)}
          >
            {PROVIDERS.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <PostSelector domainId={domainId} value={posts} onChange={setPosts} disabled={mutation.isPending} />
      {typeof cost.data === "number" && <OptimizationCost perPost={cost.data} posts={posts.length} />}
      <div className="modal-actions">
        <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          Start Optimization
        </Button>
      </div>
    </form>
  );
}

function StartFailure({ error }: { error: Error }) {
  const short = error instanceof ApiError && error.status === 402;
  return (
    <div role="alert">
      <Callout tone="error" title={short ? "Not enough credits" : OPTIMIZE_FAILED_MESSAGE}>
        {messageOf(error, "Please try again.")}
        {short && (
          <>
            {" "}
            <Link to="/topup">Top up</Link>
          </>
        )}
      </Callout>
    </div>
  );
}
