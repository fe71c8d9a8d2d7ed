import { Link } from "@tanstack/react-router";
import { Icon } from "../../components/ui/Icon";

/** The list's and the empty state's way to add an agent. */
export function ChatAddLink() {
  return (
    <Link to="/add-service/add-chat-agent" className="btn btn-primary">
      <Icon name="plus" size={18} /> Add Chat Agent
    </Link>
  );
}
