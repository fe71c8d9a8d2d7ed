import { SelectField, type SelectFieldProps } from "./SelectField";

interface FilterSelectProps<TFilters, TKey extends keyof TFilters> extends Omit<SelectFieldProps, "value" | "onChange"> {
  filters: TFilters;
  /** The filter this select sets; the others stay. */
  filter: TKey;
  onFilters: (filters: TFilters) => void;
}

/** A list filter's select, bound to one key of the list's filters. */
export function FilterSelect<TFilters extends Partial<Record<TKey, string>>, TKey extends keyof TFilters & string>({
  filters,
  filter,
  onFilters,
  ...field
}: FilterSelectProps<TFilters, TKey>) {
  return <SelectField {...field} value={filters[filter]} onChange={(value) => onFilters({ ...filters, [filter]: value as TFilters[TKey] })} />;
}
