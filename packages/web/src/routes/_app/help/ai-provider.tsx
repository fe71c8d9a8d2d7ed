import { createFileRoute } from "@tanstack/react-router";
import { Card } from "../../../components/ui/Card";
import { PageHeader } from "../../../components/ui/PageHeader";

export const Route = createFileRoute("/_app/help/ai-provider")({
  component: AiProviderHelp,
});

/** What the offline writer is, and how whoever runs SiteCrew sets a provider instead (the README's "AI providers"). */
function AiProviderHelp() {
  return (
    <>
      <PageHeader title="Setting an AI provider" description="Who writes your agents' posts, and how to switch from sample text to a model." />
      <div className="stack">
        <Card title="The offline writer">
          <p>
            Without an AI provider, posts are written by the offline writer: a built-in sample engine that needs no account. Its posts have the shape a post
            needs (title, sections, FAQ, internal links, SEO fields) but their text says nothing real about your topic, so everything it writes is labelled as
            sample text, and new blog agents start as Draft so its posts wait for you in Approvals.
          </p>
        </Card>
        <Card title="Setting a provider">
          <p>Whoever runs this SiteCrew server sets the provider when starting or deploying it:</p>
          <ul>
            <li>
              In the cloud, a deploy writes with Amazon Bedrock (<code>amazon.nova-lite-v1:0</code>) unless <code>AI_PROVIDER</code> says otherwise; the account
              needs access to the model in the stage&apos;s region (Amazon Bedrock, Model access).
            </li>
            <li>
              Any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM): <code>AI_PROVIDER=openai-compatible</code>, <code>AI_BASE_URL</code>, <code>AI_MODEL</code>{" "}
              and the key as the <code>AiApiKey</code> secret.
            </li>
            <li>
              Another Bedrock model: <code>AI_MODEL</code>, e.g. <code>amazon.nova-pro-v1:0</code>.
            </li>
          </ul>
          <p>The project&apos;s README explains each setting, model access and what a post costs per model, under &ldquo;AI providers&rdquo;.</p>
        </Card>
      </div>
    </>
  );
}
