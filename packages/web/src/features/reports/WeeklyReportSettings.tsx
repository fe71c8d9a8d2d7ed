import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useMemo, useState } from "react";
import { Button } from "../../components/ui/Button";
import { Field } from "../../components/ui/Field";
import { Switch } from "../../components/ui/Switch";
import { fieldErrorsOf, messageOf } from "../../lib/api";
import { profileQueryOptions } from "../profile/profile-queries";
import { profileToast } from "../profile/profile-toast";
import { useProfileCache } from "../profile/use-profile-cache";
import { type ReportSettings, saveReportSettings } from "./report-settings";
import { timeZoneChoices } from "./time-zones";
import "./report-settings.css";

/** The profile's weekly report switch and the zone whose Monday 08:00 sends it; each saves on its own. */
export function WeeklyReportSettings() {
  const { data: profile } = useSuspenseQuery(profileQueryOptions());
  const cache = useProfileCache();
  // Null until the owner picks another zone: the select follows the saved one.
  const [zoneDraft, setZoneDraft] = useState<string | null>(null);
  const [zoneError, setZoneError] = useState<string>();
  const zones = useMemo(() => timeZoneChoices(profile.time_zone), [profile.time_zone]);

  const save = useMutation({
    mutationFn: saveReportSettings,
    onSuccess: (answer, sent) => {
      cache.patch(answer.data);
      if (sent.time_zone !== undefined) setZoneDraft(null);
      profileToast({ message: answer.message });
    },
    onError: (error, sent) => {
      const fieldError = fieldErrorsOf(error).time_zone;
      if (sent.time_zone !== undefined) setZoneError(fieldError);
      // A problem shown beside the select is only named in the toast.
      profileToast({ type: "error", title: "Failed to save the weekly report settings.", message: fieldError ? undefined : messageOf(error, "") || undefined });
    },
  });

  const send = (settings: ReportSettings) => {
    setZoneError(undefined);
    save.mutate(settings);
  };

  // While a change of the switch is on its way it already shows the new state.
  const pendingSwitch = save.isPending ? save.variables.weekly_report : undefined;
  const zone = zoneDraft ?? profile.time_zone;

  function submitZone(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send({ time_zone: zone });
  }

  return (
    <div className="card-section report-settings" id="weekly-report">
      <Switch
        label="Weekly report"
        description="Every Monday at 08:00 in your time zone: what your agents made, the credits spent and your balance, knowledge gaps, new leads and failures. Nothing is sent for a quiet week."
        checked={pendingSwitch ?? profile.weekly_report}
        onChange={(event) => send({ weekly_report: event.target.checked })}
      />
      <form className="report-zone-form" onSubmit={submitZone} noValidate>
        <Field label="Time zone" error={zoneError} hint="The report's week and its Monday 08:00 follow this zone.">
          {(control) => (
            <select
              {...control}
              className="input"
              value={zone}
              onChange={(event) => {
                setZoneError(undefined);
                setZoneDraft(event.target.value);
              }}
            >
              {zones.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" variant="secondary" loading={save.isPending && save.variables.time_zone !== undefined}>
          Save time zone
        </Button>
      </form>
      <p>
        <Link to="/reports/weekly" className="link">
          Preview the next report
        </Link>
      </p>
    </div>
  );
}
