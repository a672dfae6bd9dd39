import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useStrings } from '../../lib/use-strings';
import type { z } from 'zod';
import {
  SIGN_IN_FAILED_MESSAGE,
  guestSignInFormSchema,
  identifierKinds,
  type IdentifierKind,
  type SignedInGuest,
} from '../../../protocol/guests';
import { InputField, SubmitButton } from '../../lib/form-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../lib/ui/tabs';
import { errorText, messageText, serverText } from '../../lib/error-text';
import { useGuestSignIn } from '../guest-gate/signed-in-guest';
import './strings';

type FormInput = z.input<typeof guestSignInFormSchema>;
type FormOutput = z.output<typeof guestSignInFormSchema>;

const identifierInput: Record<
  IdentifierKind,
  { type: string; autoComplete: string; inputMode?: 'email' | 'tel' }
> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
};

type Props = {
  initialCode?: string;
  onSignedIn: (guest: SignedInGuest) => void;
};

/** Name, e-mail or phone (by tab) and the invite code; the server checks both together. */
export function GuestSignInForm({ initialCode = '', onSignedIn }: Props) {
  const { t } = useStrings('guestLogin');
  const signIn = useGuestSignIn();
  const [kind, setKind] = useState<IdentifierKind>('name');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(guestSignInFormSchema),
    defaultValues: { identifier: '', inviteCode: initialCode.trim().toUpperCase() },
  });
  const codeField = form.register('inviteCode', {
    // Forced to upper case as typed, as on the printed card.
    onChange: (event: { target: HTMLInputElement }) => {
      const input = event.target;
      const upper = input.value.toUpperCase();
      if (upper !== input.value) {
        const { selectionStart, selectionEnd } = input;
        input.value = upper;
        input.setSelectionRange(selectionStart, selectionEnd);
      }
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { guest } = await signIn.mutateAsync({ ...values, identifierType: kind });
      onSignedIn(guest);
    } catch (error) {
      setFailure(serverText(error) ?? errorText({ message: SIGN_IN_FAILED_MESSAGE }));
    }
  });

  const input = identifierInput[kind];
  return (
    <form noValidate onSubmit={submit} aria-labelledby="guest-login-title" className="grid gap-4">
      <Tabs
        value={kind}
        onValueChange={(value) => {
          setKind(value as IdentifierKind);
          form.setValue('identifier', '');
          form.clearErrors('identifier');
        }}
      >
        <TabsList aria-label={t('tabs.label')} className="grid w-full grid-cols-3">
          {identifierKinds.map((k) => (
            <TabsTrigger key={k} value={k}>
              {t(`tabs.${k}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* Each tab's panel holds its own field, so the tabs control real panels. */}
        {identifierKinds.map((k) => (
          <TabsContent key={k} value={k}>
            {k === kind && (
              <InputField
                registration={form.register('identifier')}
                id={`guest-login-identifier-${k}`}
                label={t(`fields.${k}`)}
                placeholder={t(`fields.${k}Placeholder`)}
                type={input.type}
                autoComplete={input.autoComplete}
                inputMode={input.inputMode}
                required
                requiredText={t('fields.required')}
                error={messageText(form.formState.errors.identifier?.message)}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
      <InputField
        registration={codeField}
        id="guest-login-code"
        label={t('fields.inviteCode')}
        placeholder={t('fields.inviteCodePlaceholder')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="uppercase tracking-widest"
        required
        requiredText={t('fields.required')}
        error={messageText(form.formState.errors.inviteCode?.message)}
      />
      {failure && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-base text-red-800"
        >
          {failure}
        </p>
      )}
      <SubmitButton pending={signIn.isPending} pendingText={t('submitting')}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
