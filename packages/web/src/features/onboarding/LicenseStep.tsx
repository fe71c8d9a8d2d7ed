import type { CreatedDomain, DomainSummary } from "@sitecrew/core/site/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageOf } from "../../lib/api";
import { downloadBlob } from "../../lib/download";
import { CREATE_LICENSE_ERROR_TITLE, UNKNOWN_ERROR_MESSAGE } from "./onboarding";
import { DOMAINS_QUERY_KEY } from "../domains/domain-queries";
import { createLicense, downloadPlugin } from "../domains/license-queries";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { CopyButton } from "../../components/ui/CopyButton";
import { DetailItem } from "../../components/ui/DetailList";
import { Icon } from "../../components/ui/Icon";
import { StepPanel } from "./StepPanel";

interface LicenseStepProps {
  domainName: string;
  /** Null until the key has been generated (which adds the domain to the account). */
  domain: DomainSummary | null;
  /** The new domain, or the unfinished one the address already belongs to; the step may change to where that one stopped. */
  onCreated: (domain: CreatedDomain) => Promise<void>;
  onBack: () => void;
  onNext: () => void;
}

export function LicenseStep({ domainName, domain, onCreated, onBack, onNext }: LicenseStepProps) {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () => createLicense(domainName),
    onSuccess: async (created) => {
      void queryClient.invalidateQueries({ queryKey: DOMAINS_QUERY_KEY });
      await onCreated(created);
    },
  });

  return (
    <StepPanel step={2} title="Get your license key">
      <dl className="detail-list">
        <DetailItem term="Domain">{domain?.domain_name ?? domainName}</DetailItem>
      </dl>
      {domain ? (
        <>
          <div className="stack">
            <p className="field-label">License key</p>
            <div className="secret-row">
              <code className="secret" data-testid="license-key">
                {domain.license_key}
              </code>
              <CopyButton text={domain.license_key} label="Copy key" />
            </div>
          </div>
          <PluginDownload />
          <div className="button-row">
            <Button onClick={onNext}>Next</Button>
          </div>
        </>
      ) : (
        <>
          <p className="muted">The key adds this domain to your account. The SiteCrew plugin uses it to connect your site.</p>
          {create.isError && (
            <div role="alert">
              <Callout tone="error" title={CREATE_LICENSE_ERROR_TITLE}>
                {messageOf(create.error, UNKNOWN_ERROR_MESSAGE)}
              </Callout>
            </div>
          )}
          <div className="button-row">
            <Button variant="secondary" onClick={onBack} disabled={create.isPending}>
              Back
            </Button>
            <Button loading={create.isPending} onClick={() => create.mutate()}>
              Generate License Key
            </Button>
          </div>
        </>
      )}
    </StepPanel>
  );
}

function PluginDownload() {
  const download = useMutation({
    mutationFn: downloadPlugin,
    onSuccess: ({ blob, filename }) => downloadBlob(filename, blob),
  });
  return (
    <div className="stack">
      <div className="button-row">
        <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate()}>
          <Icon name="download" size={18} /> Download Plugin
        </Button>
      </div>
      {download.isError && (
        <p className="field-error" role="alert">
          The plugin could not be downloaded. {messageOf(download.error, "Please try again.")}
        </p>
      )}
      <ol className="help-steps">
        <li>
          In WordPress, open <strong>Plugins → Add New → Upload Plugin</strong> and upload the file you downloaded.
        </li>
        <li>Activate the SiteCrew plugin.</li>
        <li>
          Open <strong>Settings → SiteCrew</strong>, paste the license key and press <strong>Connect</strong>.
        </li>
      </ol>
    </div>
  );
}
