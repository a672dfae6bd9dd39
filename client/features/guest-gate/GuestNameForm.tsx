import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useStrings } from '../../lib/use-strings';
import { importWithRetry } from '../../lib/import-with-retry';
import { Button } from '../../lib/ui/button';
import { Input } from '../../lib/ui/input';
import { toast } from '../../lib/ui/use-toast';
import { takeServedField } from '../home/first-screen-taps';
import './strings';

/**
 * The name's check and the session (the protocol's zod schemas): not on the first screen, and not
 * while the page loads either (zod's evaluation is a long task on a phone). The chunk is asked for
 * when the guest goes to the field, and is in long before they have typed their name.
 */
let signInChunk: ReturnType<typeof importSignIn> | undefined;
const importSignIn = () => importWithRetry(() => import('./sign-in'));
const loadSignIn = () => (signInChunk ??= importSignIn());
const prepareSignIn = () => void loadSignIn();

const FIELD = 'firstName';

/**
 * 'Welcome to Our Wedding': the first-name form that lets a guest into the site on this device,
 * on the welcome card itself. It is part of the served first screen, so a guest can type their
 * name before the app has started: what they typed, and the focus, are taken over when React
 * replaces the served screen, and an Enter pressed meanwhile is pressed again then.
 */
export function GuestNameForm({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const { t } = useStrings('guestGate');
  const fieldId = useId();
  const descriptionId = useId();
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  // Before the first paint: the served field's text and focus become this field's.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const served = takeServedField(FIELD);
    if (served?.value) input.value = served.value;
    if (served?.focused || focusOnMount) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }, [focusOnMount]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const typed = String(new FormData(form).get(FIELD) ?? '');
    setBusy(true);
    try {
      const { guestNameFormSchema, signIn } = await loadSignIn();
      const parsed = guestNameFormSchema.safeParse({ firstName: typed });
      if (!parsed.success) {
        setInvalid(true);
        toast({
          variant: 'destructive',
          title: t('toast.nameRequiredTitle'),
          description: t('toast.nameRequiredDescription'),
        });
        inputRef.current?.focus();
        return;
      }
      setInvalid(false);
      const guest = signIn(parsed.data.firstName);
      toast({
        title: t('toast.welcomeTitle'),
        description: t('toast.welcomeDescription', { firstName: guest.firstName }),
      });
      form.reset();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('toast.failedTitle'),
        description:
          error instanceof Error && error.message ? error.message : t('toast.failedDescription'),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('nameForm.title')}
      aria-describedby={descriptionId}
      className="grid gap-3 text-left"
    >
      <p id={descriptionId} className="text-center text-base text-stone-700">
        {t('nameForm.description')}
      </p>
      <div className="grid gap-2">
        <label htmlFor={fieldId} className="text-base font-medium leading-snug text-stone-800">
          {t('nameForm.firstNameLabel')}
        </label>
        <Input
          id={fieldId}
          ref={inputRef}
          name={FIELD}
          autoComplete="given-name"
          autoCapitalize="words"
          enterKeyHint="go"
          placeholder={t('nameForm.firstNamePlaceholder')}
          aria-invalid={invalid ? true : undefined}
          onFocus={prepareSignIn}
          onInput={prepareSignIn}
        />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? t('nameForm.submitting') : t('nameForm.submit')}
      </Button>
    </form>
  );
}
