import { downloadText } from "../../lib/download";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { CopyButton } from "../../components/ui/CopyButton";
import { Icon } from "../../components/ui/Icon";
import "./profile.css";

/** Fresh recovery codes, shown once: the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const asText = codes.join("\n");
  return (
    <div className="recovery">
      <Callout tone="warning" title="Save these recovery codes now">
        Each code signs you in once if you lose your authenticator. This is the only time they are shown; store them in a password manager or somewhere safe.
      </Callout>
      <ul className="recovery-codes" data-testid="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="button-row">
        <CopyButton text={asText} label="Copy codes" />
        <Button variant="secondary" size="sm" onClick={() => downloadText("sitecrew-recovery-codes.txt", `SiteCrew recovery codes\n\n${asText}\n`)}>
          <Icon name="download" size={16} /> Download
        </Button>
        <Button size="sm" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}
