import { Button } from '../../lib/ui/button';

type FilterButtonsProps<T extends string> = {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
};

/** A row of toggle buttons, one pressed: the queue's kind and status filters. */
export function FilterButtons<T extends string>({
  label,
  options,
  value,
  onChange,
}: FilterButtonsProps<T>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <span aria-hidden="true" className="text-sm font-medium text-stone-700">
        {label}
      </span>
      {options.map((option) => (
        <Button
          key={option.value}
          size="sm"
          variant={option.value === value ? 'default' : 'outline'}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
