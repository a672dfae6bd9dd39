import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from './form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  choices: { value: string; label: string }[];
};

/** A labelled select (the site's styled one) over a fixed list, tied to a react-hook-form field. */
export function ChoiceField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  choices,
}: Props<T>) {
  return (
    <FormField id={id} label={label}>
      {(aria) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select value={field.value as string} onValueChange={field.onChange}>
              <SelectTrigger {...aria}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {choices.map((choice) => (
                  <SelectItem key={choice.value} value={choice.value}>
                    {choice.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FormField>
  );
}
