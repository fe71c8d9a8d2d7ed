import { Link } from "@tanstack/react-router";
import { Icon } from "../../components/ui/Icon";

/** The list's and the empty state's way to a new agent, styled as every list's Add link. */
export function AddSocialAgentLink() {
  return (
    <Link to="/add-service/add-social-agent" className="btn btn-primary">
      <Icon name="plus" size={18} /> Add Social Media Agent
    </Link>
  );
}
