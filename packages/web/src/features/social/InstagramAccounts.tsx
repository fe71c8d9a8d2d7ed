import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Avatar } from "../../components/ui/Avatar";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { Spinner } from "../../components/ui/Spinner";
import { messageOf } from "../../lib/api";
import { profileToast } from "../profile/profile-toast";
import { instagramAuthOutcome, popupFeatures } from "./instagram-auth";
import {
  INSTAGRAM_ACCOUNTS_QUERY_KEY,
  type InstagramAccount,
  instagramAccountsQueryOptions,
  instagramAuthUrl,
  unlinkInstagramAccount,
} from "./instagram-queries";
import "./social.css";

/** A domain's Instagram accounts: linked in a popup, listed, and unlinked. */
export function InstagramAccounts({ domainId }: { domainId: string }) {
  const queryClient = useQueryClient();
  const accounts = useQuery(instagramAccountsQueryOptions(domainId));
  const [authError, setAuthError] = useState<string | null>(null);
  const [unlinking, setUnlinking] = useState<InstagramAccount | null>(null);

  // The spec: a list that cannot be loaded is logged, nothing more.
  useEffect(() => {
    if (accounts.isError) console.error("The Instagram accounts could not be loaded.", accounts.error);
  }, [accounts.isError, accounts.error]);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const outcome = instagramAuthOutcome(event, window.location.origin);
      if (!outcome) return;
      if (outcome.ok) {
        setAuthError(null);
        profileToast({ title: "Instagram connected", message: "Its videos can be published to it now." });
      } else {
        setAuthError(outcome.error);
      }
      void queryClient.invalidateQueries({ queryKey: INSTAGRAM_ACCOUNTS_QUERY_KEY });
    }
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [queryClient]);

  const connect = useMutation({
    mutationFn: async (popup: Window | null) => {
      try {
        const url = await instagramAuthUrl(domainId);
        if (!popup || popup.closed) throw new Error("The browser blocked the Instagram window. Allow pop-ups for this site and try again.");
        popup.location.href = url;
      } catch (error) {
        popup?.close();
        throw error;
      }
    },
    onMutate: () => setAuthError(null),
    onError: (error) => setAuthError(messageOf(error, "Instagram could not be reached. Please try again.")),
  });

  const unlink = useMutation({
    mutationFn: (account: InstagramAccount) => unlinkInstagramAccount(account.instagram_id),
    onSuccess: async (_, account) => {
      setUnlinking(null);
      profileToast({ title: "Instagram account unlinked", message: `@${account.username} is no longer linked.` });
      await queryClient.invalidateQueries({ queryKey: INSTAGRAM_ACCOUNTS_QUERY_KEY });
    },
  });

  // Opened in the click itself, so the browser lets it open; it goes to Instagram once the address is known.
  const openPopup = () =>
    window.open("", "sitecrew-instagram", popupFeatures({ left: window.screenX, top: window.screenY, width: window.outerWidth, height: window.outerHeight }));

  return (
    <div className="stack">
      {authError && (
        <div role="alert">
          <Callout tone="error" title="Instagram was not connected">
            {authError}
          </Callout>
        </div>
      )}
      {accounts.isPending ? (
        <Spinner label="Loading Instagram accounts…" />
      ) : accounts.isSuccess && accounts.data.length > 0 ? (
        <ul className="instagram-accounts" aria-label="Linked Instagram accounts">
          {accounts.data.map((account) => (
            <li key={account.instagram_id} className="instagram-account">
              <Avatar name={account.username} src={account.picture_url} size={36} />
              <span className="instagram-account-name">@{account.username}</span>
              {account.status === "reconnect" && <span className="badge badge-warning">Reconnect</span>}
              <Button variant="ghost" size="sm" onClick={() => setUnlinking(account)}>
                Unlink<span className="visually-hidden"> @{account.username}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        accounts.isSuccess && <p className="instagram-none">No Instagram account is linked yet.</p>
      )}
      {accounts.data?.some((account) => account.status === "reconnect") && (
        <p className="field-hint">An account marked Reconnect needs you to sign in to Instagram again: use Connect Instagram with that account.</p>
      )}
      <div>
        <Button loading={connect.isPending} onClick={() => connect.mutate(openPopup())}>
          Connect Instagram
        </Button>
      </div>
      <ConfirmDialog
        open={unlinking !== null}
        title="Unlink Instagram account"
        confirmLabel="Unlink"
        pending={unlink.isPending}
        failure={unlink.isError ? { title: "The account could not be unlinked", message: messageOf(unlink.error, "Please try again.") } : null}
        onConfirm={() => unlinking && unlink.mutate(unlinking)}
        onClose={() => {
          setUnlinking(null);
          unlink.reset();
        }}
      >
        Unlink <strong>@{unlinking?.username}</strong>? Videos cannot be published to it until you connect it again; posts already on Instagram stay.
      </ConfirmDialog>
    </div>
  );
}
