import { Link } from "@tanstack/react-router";
import { Icon } from "../../components/ui/Icon";

/** The primary way to the Create SEO Auditor form. */
export function NewAuditorLink({ children }: { children: string }) {
  return (
    <Link to="/add-service/add-blog-auditor" className="btn btn-primary">
      <Icon name="plus" size={18} /> {children}
    </Link>
  );
}
