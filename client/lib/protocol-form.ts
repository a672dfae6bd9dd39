import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { useStrings } from './use-strings';
import type { z } from 'zod';
import { ApiError } from './api';
import { errorText as describedText, messageText, serverText } from './error-text';
import { signalFailure } from './failure-feedback';
import { fieldBinder } from './form-binding';
import './form-strings';
import { haptic } from './haptics';

type ProtocolFormOptions<Values extends FieldValues, Output, Result> = {
  /** The form's rules: the protocol's body schema (or one built on it), so both sides agree. */
  schema: z.ZodType<Output, Values>;
  /** Field ids are `<idPrefix>-<field name>`. */
  idPrefix: string;
  defaultValues: NoInfer<DefaultValues<Values>>;
  /**
   * Defaults that may arrive after the first render (the name of a guest who signs in later): a
   * field takes its value unless the guest has typed in it.
   */
  lateDefaults?: NoInfer<Partial<Record<Path<Values>, string>>>;
  /**
   * A schema's message in the guest's language; by default the message's code's text
   * (client/lib/error-text.ts). A form that words some messages its own way passes its own.
   */
  errorText?: (message: string | undefined) => string | undefined;
  /**
   * The toast's words when the server does not take the write (a 429 explains itself); a function
   * chooses them from the error (the server's own message, say).
   */
  failure: string | ((error: unknown) => string);
  /** Sends the parsed values; a throw is a failure. */
  submit: (values: Output) => Promise<Result>;
  /** After the write was taken (the success buzz has sounded). */
  onSuccess?: (result: Result, values: Output) => void;
  /** After a send was stopped by the form's own rules (the first bad field has the focus). */
  onInvalid?: (errors: FieldErrors<Values>) => void;
  /**
   * The field a 409 is about (an e-mail already on the list): the server's message goes under it,
   * with the focus, instead of a toast.
   */
  conflictField?: NoInfer<Path<Values>>;
};

/** Puts a 400's issues under the fields they name, so the guest sees what the server refused. */
function showServerIssues<Values extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: (name: Path<Values>, error: { type: string; message: string }) => void,
): void {
  if (!(error instanceof ApiError) || error.status !== 400) return;
  for (const issue of error.issues) {
    if (fields.includes(issue.path)) {
      setError(issue.path as Path<Values>, { type: 'server', message: describedText(issue) });
    }
  }
}

/**
 * One guest form over the protocol: react-hook-form validating with the shared zod schema (after a
 * field is left, then as the guest types), field bindings for form-field.tsx, the submit with its
 * pending state, the success buzz, and on failure the red toast plus the server's own field issues.
 */
export function useProtocolForm<Values extends FieldValues, Output, Result>({
  schema,
  idPrefix,
  defaultValues,
  lateDefaults,
  errorText = messageText,
  failure,
  submit,
  onSuccess,
  onInvalid,
  conflictField,
}: ProtocolFormOptions<Values, Output, Result>) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
  const { t } = useStrings('forms');
  const [failed, setFailed] = useState(false);
  const field = fieldBinder(form, {
    requiredText: t('required'),
    optionalText: t('optional'),
    errorText,
    idPrefix,
  });

  // Compared by value: callers pass a fresh object on every render.
  const lateKey = JSON.stringify(lateDefaults ?? {});
  useEffect(() => {
    for (const [name, value] of Object.entries(JSON.parse(lateKey) as Record<string, string>)) {
      const path = name as Path<Values>;
      if (value && !form.getFieldState(path).isDirty) {
        form.resetField(path, { defaultValue: value as never });
      }
    }
  }, [lateKey, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailed(false);
    let result: Result;
    try {
      result = await submit(values);
    } catch (error) {
      if (conflictField && error instanceof ApiError && error.status === 409) {
        const message = serverText(error) ?? error.message;
        form.setError(conflictField, { type: 'server', message }, { shouldFocus: true });
        return;
      }
      showServerIssues(error, Object.keys(defaultValues ?? {}), form.setError);
      setFailed(true);
      signalFailure(
        t('errorTitle'),
        typeof failure === 'function' ? failure(error) : failure,
        error,
      );
      return;
    }
    haptic('success');
    onSuccess?.(result, values);
  }, onInvalid);

  return {
    form,
    field,
    onSubmit,
    pending: form.formState.isSubmitting,
    /** The last send failed (cleared by the next send or by `clearFailure`). */
    failed,
    clearFailure: () => setFailed(false),
  };
}
