import { Icon, type IconName } from "../ui/Icon";

const COUNTERS: { label: string; icon: IconName }[] = [
  { label: "Blog Agent", icon: "sparkles" },
  { label: "Blog Content Posted", icon: "check" },
  { label: "Chat Agent", icon: "mail" },
  { label: "Social Media Agent", icon: "camera" },
  { label: "Social Media Video", icon: "chart" },
];

/** Counts are per domain; until a domain is selected there is nothing honest to show. */
export function TodayActivity() {
  return (
    <section className="card" aria-labelledby="today-title">
      <header className="card-header">
        <h2 id="today-title" className="card-title">
          Today&apos;s activity
        </h2>
      </header>
      <ul className="stat-grid">
        {COUNTERS.map(({ label, icon }) => (
          <li key={label} className="stat">
            <span className="stat-icon">
              <Icon name={icon} />
            </span>
            <span className="stat-label">{label}</span>
            <span className="stat-value">
              <span aria-hidden="true">—</span>
              <span className="visually-hidden">No data yet</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="card-note">
        <Icon name="info" size={16} /> Select a domain to see today&apos;s activity
      </p>
    </section>
  );
}
