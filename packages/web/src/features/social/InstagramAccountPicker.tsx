import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { Field } from "../../components/ui/Field";
import { Avatar } from "../../components/ui/Avatar";
import { Button } from "../../components/ui/Button";
import { Modal } from "../../components/ui/Modal";
import { PageLoading } from "../../components/ui/PageLoading";
import { messageOf } from "../../lib/api";
import { toast } from "../../lib/toasts";
import { BALANCE_QUERY_KEY } from "../billing/balance-queries";
import { instagramAccountsQueryOptions } from "./instagram-queries";
import { publishToInstagram } from "./social-actions";
import { NO_INSTAGRAM_ACCOUNT_MESSAGE, PUBLISH_FAILED_MESSAGE } from "./social-messages";
import { pluralCredits } from "../../lib/plural";
import { captionCounter, captionProblem } from "./caption-form";
import { captionQueryOptions, publishCostQueryOptions, SOCIAL_AGENTS_QUERY_KEY } from "./social-queries";

interface Publishable {
  content_id: string;
  post_title: string;
  video: string | null;
}

/**
 * The spec's account picker, with the Reel's caption above it (proposed from the post, editable, with
 * Instagram's limits counted): a click on an account starts publishing, closes the picker and reloads the videos.
 */
export function InstagramAccountPicker({ domainId, content, onClose }: { domainId: string; content: Publishable | null; onClose: () => void }) {
  if (!content?.video) return null;
  return <Picker domainId={domainId} content={{ ...content, video: content.video }} onClose={onClose} />;
}

function Picker({ domainId, content, onClose }: { domainId: string; content: Publishable & { video: string }; onClose: () => void }) {
  const queryClient = useQueryClient();
  const accounts = useQuery(instagramAccountsQueryOptions(domainId));
  const cost = useQuery(publishCostQueryOptions());
  const proposal = useQuery(captionQueryOptions(content.content_id));
  const [edited, setEdited] = useState<string | undefined>(undefined);
  const caption = edited ?? proposal.data?.caption ?? "";
  const problem = captionProblem(caption);
  const publish = useMutation({
    mutationFn: (instagramId: string) =>
      publishToInstagram(instagramId, { contentId: content.content_id, postTitle: content.post_title, video: content.video, caption }),
    onSuccess: () => toast({ title: "Publishing to Instagram", message: `“${content.post_title}” is on its way to Instagram.` }),
    onError: (error) => {
      console.error(PUBLISH_FAILED_MESSAGE, error);
      toast({ type: "error", title: PUBLISH_FAILED_MESSAGE, message: messageOf(error, "Please try again.") });
    },
    onSettled: async () => {
      void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: SOCIAL_AGENTS_QUERY_KEY });
    },
  });

  useEffect(() => {
    if (accounts.isError) console.error("The Instagram accounts could not be loaded.", accounts.error);
  }, [accounts.isError, accounts.error]);
  useEffect(() => {
    if (proposal.isError) console.error("The caption could not be proposed.", proposal.error);
  }, [proposal.isError, proposal.error]);

  const choose = (instagramId: string) => {
    publish.mutate(instagramId);
    onClose();
  };

  return (
    <Modal open title="Publish to Instagram" size="md" onClose={onClose}>
      {accounts.isPending ? (
        <PageLoading label="Loading your Instagram accounts…" />
      ) : accounts.isError || accounts.data.length === 0 ? (
        <div className="stack">
          <p>{NO_INSTAGRAM_ACCOUNT_MESSAGE}</p>
          <Link to="/profile" hash="instagram" className="btn btn-primary" data-autofocus>
            Connect on your profile
          </Link>
        </div>
      ) : (
        <div className="stack">
          <Field label="Caption" error={problem} hint={captionCounter(caption)}>
            {(control) => (
              <textarea
                {...control}
                className="input textarea social-caption"
                rows={6}
                value={caption}
                disabled={proposal.isPending && edited === undefined}
                placeholder={proposal.isPending ? "Writing a caption from the post…" : undefined}
                onChange={(event) => setEdited(event.target.value)}
              />
            )}
          </Field>
          <p>
            Choose the account to publish “{content.post_title}” to.{typeof cost.data === "number" && ` Publishing costs ${pluralCredits(cost.data)}.`}
          </p>
          <ul className="social-accounts">
            {accounts.data.map((account, index) => {
              const reconnect = account.status === "reconnect";
              return (
                <li key={account.instagram_id}>
                  <button
                    type="button"
                    className="social-account"
                    disabled={reconnect || Boolean(problem) || (proposal.isPending && edited === undefined)}
                    aria-describedby={reconnect ? `reconnect-${account.instagram_id}` : undefined}
                    data-autofocus={index === 0 && !reconnect ? true : undefined}
                    onClick={() => choose(account.instagram_id)}
                  >
                    <Avatar name={account.username} src={account.picture_url} size={32} />
                    <span className="social-account-name">@{account.username}</span>
                    {reconnect && (
                      <span className="badge badge-warning" id={`reconnect-${account.instagram_id}`}>
                        Reconnect on your profile
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      )}
    </Modal>
  );
}
