import type { ReactNode } from "react";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { messageOf } from "../../lib/api";
import { useConnect } from "./use-connect";

/** Starts Google's consent; the button keeps waiting until the browser has left for Google. */
export function ConnectButton({ domainId, children }: { domainId: string; children: ReactNode }) {
  const connect = useConnect(domainId);
  return (
    <div className="stack">
      {connect.isError && (
        <div role="alert">
          <Callout tone="error" title="Google could not be reached">
            {messageOf(connect.error, "Please try again.")}
          </Callout>
        </div>
      )}
      <div>
        <Button loading={connect.isPending || connect.isSuccess} onClick={() => connect.mutate()}>
          {children}
        </Button>
      </div>
    </div>
  );
}
