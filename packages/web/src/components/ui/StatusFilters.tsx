import { SearchBox } from "./SearchBox";
import { SelectField } from "./SelectField";
import type { FilteredList } from "../../hooks/use-filtered-list";

interface StatusFiltersProps<TStatus extends string> {
  /** What the search box finds, e.g. "posts". */
  what: string;
  placeholder: string;
  emptyLabel: string;
  options: readonly { value: TStatus; label: string }[];
  filtering: FilteredList<TStatus>;
}

/** A blog list's search box and status select. */
export function StatusFilters<TStatus extends string>({ what, placeholder, emptyLabel, options, filtering }: StatusFiltersProps<TStatus>) {
  return (
    <>
      <SearchBox label={`Search ${what}`} placeholder={placeholder} className="list-search" search={filtering.list.search} onSearch={filtering.list.onSearch} />
      <SelectField
        label="Status"
        emptyLabel={emptyLabel}
        value={filtering.status}
        options={options}
        onChange={(next) => filtering.onStatus(next as TStatus | undefined)}
      />
    </>
  );
}
