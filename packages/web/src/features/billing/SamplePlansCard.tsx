import { Icon } from "../../components/ui/Icon";
import { Card } from "../../components/ui/Card";
import "./billing.css";

/** Static sample figures from the product brief; there is nothing to buy here yet. */
const SAMPLE_PLANS = [
  { name: "Starter", price: 9 },
  { name: "Professional", price: 29 },
  { name: "Enterprise", price: 99 },
] as const;

export function SamplePlansCard() {
  return (
    <Card title="Plans" subtitle="Monthly plans are on their way." actions={<span className="badge badge-neutral">Preview</span>}>
      <ul className="plan-list" aria-label="Sample plans">
        {SAMPLE_PLANS.map((plan) => (
          <li key={plan.name} className="plan-option">
            <p className="plan-option-name">{plan.name}</p>
            <p className="plan-price">
              <strong>${plan.price}</strong>/month
            </p>
          </li>
        ))}
      </ul>
      <p className="card-note">
        <Icon name="info" size={16} /> Sample plans, not offers: you cannot subscribe yet. Credits pay for agent runs today.
      </p>
    </Card>
  );
}
