import type { DomainDetails } from "@sitecrew/core/site/schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { Spinner } from "../../components/ui/Spinner";
import { messageOf } from "../../lib/api";
import { toast } from "../../lib/toasts";
import { domainAddress } from "../domains/domains";
import { DisconnectButton } from "./DisconnectButton";
import { propertiesQueryOptions, saveProperty, searchConsoleKey } from "./search-console-queries";
import { coversDomain, permissionLabel, propertyLabel } from "./search-format";

const SEARCH_CONSOLE_HOME = "https://search.google.com/search-console";

/** After Google's consent: the owner picks the property of this domain among those the Google account has. */
export function PropertyChoice({ domain }: { domain: DomainDetails }) {
  const id = useId();
  const queryClient = useQueryClient();
  const properties = useQuery(propertiesQueryOptions(domain.id));
  const [chosen, setChosen] = useState<string | null>(null);
  const list = properties.data ?? [];
  // The property that covers the domain is offered first; the owner still decides.
  const value = chosen ?? list.find((item) => coversDomain(item.property, domain))?.property ?? null;
  const save = useMutation({
    mutationFn: (property: string) => saveProperty(domain.id, property),
    onSuccess: async () => {
      toast({ title: "Search Console connected", message: "Press Sync now to read the last 90 days of Google's figures." });
      await queryClient.invalidateQueries({ queryKey: searchConsoleKey(domain.id) });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value) save.mutate(value);
  };

  return (
    <div className="stack">
      <p>Google gave SiteCrew access. Choose the Search Console property of {domainAddress(domain)}.</p>
      {properties.isPending ? (
        <Spinner label="Loading your Search Console properties…" />
      ) : properties.isError ? (
        <div className="stack">
          <div role="alert">
            <Callout tone="error" title="Your properties could not be loaded">
              {messageOf(properties.error, "Please try again.")}
            </Callout>
          </div>
          <div>
            <Button variant="secondary" loading={properties.isFetching} onClick={() => void properties.refetch()}>
              Retry
            </Button>
          </div>
        </div>
      ) : list.length === 0 ? (
        <div className="stack">
          <p>
            This Google account has no Search Console property yet. Add your site in <a href={SEARCH_CONSOLE_HOME}>Google Search Console</a>, then come back
            here.
          </p>
          <div>
            <Button variant="secondary" loading={properties.isFetching} onClick={() => void properties.refetch()}>
              Look again
            </Button>
          </div>
        </div>
      ) : (
        <form className="stack" onSubmit={submit} noValidate>
          <fieldset className="field search-console-choice" disabled={save.isPending}>
            <legend className="field-label">Property</legend>
            <div className="choices">
              {list.map((item) => (
                <label key={item.property} className="choice">
                  <input
                    type="radio"
                    name={`${id}-property`}
                    value={item.property}
                    checked={item.property === value}
                    onChange={() => {
                      setChosen(item.property);
                      save.reset();
                    }}
                  />
                  <span className="search-console-property">
                    {propertyLabel(item.property)}
                    <span className="choice-hint">
                      {permissionLabel(item.permission)}
                      {coversDomain(item.property, domain) ? "" : " · not this domain"}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {save.isError && (
            <div role="alert">
              <Callout tone="error" title="This property was not saved">
                {messageOf(save.error, "Please try again.")}
              </Callout>
            </div>
          )}
          <div className="button-row">
            <Button type="submit" loading={save.isPending} disabled={!value}>
              Use this property
            </Button>
            <DisconnectButton domainId={domain.id} />
          </div>
        </form>
      )}
    </div>
  );
}
