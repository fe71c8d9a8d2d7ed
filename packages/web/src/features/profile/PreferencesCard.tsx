import { Icon, type IconName } from "../../components/ui/Icon";
import { Card } from "../../components/ui/Card";
import { WeeklyReportSettings } from "../reports/WeeklyReportSettings";
import "./profile.css";

type PreferenceGroup = "notifications" | "privacy";

// Only what the product really does: the weekly report is the one email that can be switched off, and there is no tracking.
const GROUPS: Record<PreferenceGroup, { title: string; icon: IconName; lead: string; facts: string[] }> = {
  notifications: {
    title: "Notification preferences",
    icon: "bell",
    lead: "SiteCrew emails you only about your account and your sites:",
    facts: [
      "the link to verify your email address",
      "password reset links you ask for",
      "the link to confirm a new email address",
      "a notice when someone tries to sign up with your address",
      "an email when a chat visitor leaves a lead: their question and email address",
      "the weekly report on Monday mornings, which you can switch off below",
    ],
  },
  privacy: {
    title: "Privacy preferences",
    icon: "shield",
    lead: "How your data is handled:",
    facts: [
      "Your domains, content and credits are visible only to your account.",
      "Signing out clears this browser's copy of your session, balance and domains.",
      "Deleting your account removes your domains, agents and credits.",
    ],
  },
};

export function PreferencesCard({ group }: { group: PreferenceGroup }) {
  const { title, icon, lead, facts } = GROUPS[group];
  return (
    <Card
      title={
        <>
          <Icon name={icon} size={18} /> {title}
        </>
      }
      subtitle={lead}
    >
      <ul className="fact-list">
        {facts.map((fact) => (
          <li key={fact}>
            <Icon name="check" size={16} className="fact-icon" />
            <span>{fact}</span>
          </li>
        ))}
      </ul>
      {group === "notifications" && (
        <>
          <p className="muted">
            Only the weekly report can be switched off: the others keep your account safe or bring you a visitor&apos;s question. There are no newsletters.
          </p>
          <WeeklyReportSettings />
        </>
      )}
    </Card>
  );
}
