import { useStore } from "../../hooks/use-store";
import { type PreferenceGroup, preferenceKeys, PREFERENCES, preferencesStore, setPreference } from "../../lib/preferences";
import { Icon, type IconName } from "../ui/Icon";
import { Switch } from "../ui/Switch";

const GROUPS: Record<PreferenceGroup, { title: string; icon: IconName }> = {
  notifications: { title: "Notification preferences", icon: "bell" },
  privacy: { title: "Privacy preferences", icon: "shield" },
};

export function PreferencesCard({ group }: { group: PreferenceGroup }) {
  const preferences = useStore(preferencesStore);
  const { title, icon } = GROUPS[group];
  const titleId = `prefs-${group}`;
  return (
    <section className="card" aria-labelledby={titleId}>
      <header className="card-header">
        <div>
          <h2 id={titleId} className="card-title">
            <Icon name={icon} size={18} /> {title}
          </h2>
          <p className="card-subtitle">Saved automatically on this device only; they do not follow you to other browsers yet.</p>
        </div>
      </header>
      <div className="switch-list">
        {preferenceKeys(group).map((key) => (
          <Switch
            key={key}
            label={PREFERENCES[key].label}
            checked={preferences[key]}
            onChange={(e) => setPreference(key, e.target.checked)}
          />
        ))}
      </div>
    </section>
  );
}
