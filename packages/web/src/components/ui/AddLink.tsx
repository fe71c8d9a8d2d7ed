import { Link } from "@tanstack/react-router";
import { Icon } from "./Icon";

type AddPage =
  | "/onboarding"
  | "/add-service"
  | "/add-service/add-blog-agent"
  | "/add-service/add-blog-auditor"
  | "/add-service/add-chat-agent"
  | "/add-service/add-social-agent";

/** The primary "Add …" button of a list or an empty state: a link to the page that adds one. */
export function AddLink({ to, children }: { to: AddPage; children: string }) {
  return (
    <Link to={to} className="btn btn-primary">
      <Icon name="plus" size={18} /> {children}
    </Link>
  );
}
