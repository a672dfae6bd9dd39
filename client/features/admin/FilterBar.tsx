import { Search } from 'lucide-react';
import { Input } from '../../lib/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../lib/ui/select';

export type FilterChoice = { value: string; label: string };

export type SelectFilter = {
  /** The select's accessible name. */
  label: string;
  value: string;
  choices: FilterChoice[];
  onChange: (value: string) => void;
};

type Props = {
  search: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  selects: SelectFilter[];
  /** The grid's columns: the search box, then one per select. */
  columns: string;
};

/** An admin list's search box and its select filters in a row (guest list, gift tracker). */
export function FilterBar({ search, selects, columns }: Props) {
  return (
    <div className={`grid gap-3 ${columns}`}>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-3 size-5 text-stone-500"
          aria-hidden
        />
        <Input
          type="search"
          aria-label={search.label}
          placeholder={search.placeholder}
          value={search.value}
          onChange={(event) => search.onChange(event.target.value)}
          className="pl-10"
        />
      </div>
      {selects.map((filter) => (
        <Select key={filter.label} value={filter.value} onValueChange={filter.onChange}>
          <SelectTrigger aria-label={filter.label}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {filter.choices.map((choice) => (
              <SelectItem key={choice.value} value={choice.value}>
                {choice.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ))}
    </div>
  );
}
