import { useQuery } from "@tanstack/react-query";
import { Button } from "../../components/ui/Button";
import { Icon } from "../../components/ui/Icon";
import { messageOf } from "../../lib/api";
import { addCategory, type BlogAgentValues, removeCategory } from "./blog-form";
import { authorsQueryOptions, categoriesQueryOptions } from "./site-queries";
import { ChoiceField } from "./ChoiceField";

type Categories = Pick<BlogAgentValues, "categories" | "category_names">;

interface FieldProps<T> {
  domainId: string;
  value: T;
  onChange: (value: T) => void;
  error?: string;
  disabled?: boolean;
}

/** Why the site's list is missing, and a way to ask again. */
function SiteListHint({ failure, onRetry, retrying }: { failure: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <span className="button-row">
      <span>{messageOf(failure, "The site did not answer.")}</span>
      <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
        Try again
      </Button>
    </span>
  );
}

/** Categories picked one by one from the site's dropdown, shown as chips; picking one twice changes nothing. */
export function CategoriesField({ domainId, value, onChange, error, disabled }: FieldProps<Categories>) {
  const query = useQuery(categoriesQueryOptions(domainId));
  const options = (query.data ?? [])
    .filter((item) => !value.categories.includes(Number(item.id)))
    .map((item) => ({ value: String(item.id), label: item.category }));
  return (
    <div className="field is-wide">
      {value.categories.length > 0 && (
        <ul className="chip-list" aria-label="Chosen categories">
          {value.categories.map((id, index) => {
            const name = value.category_names[index] || query.data?.find((item) => Number(item.id) === id)?.category || `Category ${id}`;
            return (
              <li key={id} className="chip">
                {name}
                <button
                  type="button"
                  className="chip-remove"
                  aria-label={`Remove category ${name}`}
                  disabled={disabled}
                  onClick={() => onChange(removeCategory(value, id))}
                >
                  <Icon name="close" size={14} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ChoiceField
        label="Categories"
        value=""
        placeholder={query.isPending ? "Loading the site's categories…" : "Add a category"}
        options={options}
        disabled={disabled || !query.data}
        error={error}
        hint={
          query.isError ? (
            <SiteListHint failure={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
          ) : (
            "From your WordPress site. Pick one or more."
          )
        }
        onChange={(picked) => {
          const item = query.data?.find((category) => String(category.id) === picked);
          if (item) onChange(addCategory(value, Number(item.id), item.category));
        }}
      />
    </div>
  );
}

/** The post's author, from the site's users. */
export function AuthorField({ domainId, value, onChange, error, disabled }: FieldProps<{ author: string; author_name: string }>) {
  const query = useQuery(authorsQueryOptions(domainId));
  const options = (query.data ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  // An author the site no longer lists stays visible under its saved name.
  if (value.author && !options.some((option) => option.value === value.author)) {
    options.push({ value: value.author, label: value.author_name || `User ${value.author}` });
  }
  return (
    <ChoiceField
      label="Author"
      value={value.author}
      placeholder={query.isPending ? "Loading the site's authors…" : "Select an author"}
      options={options}
      disabled={disabled || query.isPending}
      error={error}
      hint={query.isError ? <SiteListHint failure={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} /> : undefined}
      onChange={(picked) => onChange({ author: picked, author_name: options.find((option) => option.value === picked)?.label ?? "" })}
    />
  );
}
