import type { DomainDetails } from "@sitecrew/core/site/schema";
import { configValuesOf } from "../../onboarding/onboarding-config";
import { toast } from "../../../lib/toasts";
import { Modal } from "../../../components/ui/Modal";
import { OnboardingConfigForm } from "../../onboarding/OnboardingConfigForm";

interface EditDomainModalProps {
  domain: DomainDetails;
  open: boolean;
  onClose: () => void;
}

/** The onboarding configuration form, prefilled with what the domain has saved. */
export function EditDomainModal({ domain, open, onClose }: EditDomainModalProps) {
  return (
    <Modal open={open} title="Edit Domain" size="md" onClose={onClose}>
      <OnboardingConfigForm
        domainId={domain.id}
        initial={configValuesOf(domain.has_configuration ? domain : null)}
        onSaved={() => {
          toast({ title: "Configuration saved", message: "The agents use the new details from their next run." });
          onClose();
        }}
        onCancel={onClose}
      />
    </Modal>
  );
}
