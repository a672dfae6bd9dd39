import type { ReactNode } from 'react';
import {
  get,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';

/** A form's own words for its field marks, how it turns a schema's message into text, and its ids. */
type FieldWording = {
  requiredText: string;
  optionalText: string;
  errorText: (message: string | undefined) => string | undefined;
  /** Field ids are `<idPrefix>-<field name>`, unique on the page. */
  idPrefix: string;
};

/**
 * The props every field of one react-hook-form form gets (for InputField and TextareaField in
 * form-field.tsx): its id and label, the field's registration, its error in the guest's language,
 * and its mark — `required` (a '*' that screen readers hear as 'required'), `optional`
 * ('(optional)' after the label) or `unmarked`. Call it while rendering, so the form re-renders on
 * new errors.
 */
export function fieldBinder<T extends FieldValues, Output>(
  form: UseFormReturn<T, unknown, Output>,
  { requiredText, optionalText, errorText, idPrefix }: FieldWording,
) {
  const { errors } = form.formState;
  const bind = (name: Path<T>, label: ReactNode, options?: RegisterOptions<T, Path<T>>) => ({
    id: `${idPrefix}-${name}`,
    label,
    registration: form.register(name, options),
    error: errorText((get(errors, name) as { message?: string } | undefined)?.message),
  });
  return {
    required: (name: Path<T>, label: ReactNode, options?: RegisterOptions<T, Path<T>>) => ({
      ...bind(name, label, options),
      required: true,
      requiredText,
    }),
    optional: (name: Path<T>, label: ReactNode, options?: RegisterOptions<T, Path<T>>) => ({
      ...bind(name, label, options),
      optionalText,
    }),
    unmarked: bind,
  };
}
