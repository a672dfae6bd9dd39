type Props<T extends string> = {
  /** The radios' shared name, also the prefix of their ids. */
  name: string;
  legend: string;
  choices: { value: T; label: string }[];
  value: T;
  disabled?: boolean;
  onChange: (value: T) => void;
};

/** A radio group in a fieldset: every choice visible at once, one tap each. */
export function OptionGroup<T extends string>({
  name,
  legend,
  choices,
  value,
  disabled,
  onChange,
}: Props<T>) {
  return (
    <fieldset className="grid content-start gap-2" disabled={disabled}>
      <legend className="mb-1 font-medium text-stone-800">{legend}</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-blush-100 px-3 has-[:checked]:border-blush-500 has-[:checked]:bg-blush-50"
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className="size-5 accent-blush-600"
          />
          <span className="text-stone-800">{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
