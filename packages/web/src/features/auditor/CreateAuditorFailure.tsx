import { Link } from "@tanstack/react-router";
import { Callout } from "../../components/ui/Callout";
import { ApiError, messageOf } from "../../lib/api";
import { ADD_AUDITOR_FAILED_MESSAGE } from "./auditor-messages";

/** Why Create failed, under the spec's title; when credits are short, the way to top up. */
export function CreateAuditorFailure({ error }: { error: Error }) {
  const short = error instanceof ApiError && error.status === 402;
  const message = messageOf(error, "");
  return (
    <div role="alert">
      <Callout tone="error" title={short ? "Not enough credits" : ADD_AUDITOR_FAILED_MESSAGE}>
        {message && message !== ADD_AUDITOR_FAILED_MESSAGE ? message : "Please try again."}
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
