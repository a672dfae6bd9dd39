import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import {
  overCeilings,
  videoSettingsSchema,
  videoStatusApi,
  type VideoCeilings,
  type VideoSettings,
  type VideoStatus,
} from '../../../../protocol/video-status';
import { ApiError, call, queryKeyOf } from '../../../lib/api';
import { messageText, serverText } from '../../../lib/error-text';
import { FormField } from '../../../lib/form-field';
import { Button } from '../../../lib/ui/button';
import { Input } from '../../../lib/ui/input';
import { Panel } from '../../../lib/ui/panel';
import { SwitchRow } from '../../../lib/ui/switch-row';
import { toast } from '../../../lib/ui/use-toast';
import { useStrings } from '../../../lib/use-strings';
import './strings';

type Field = keyof VideoCeilings;
const FIELDS: Field[] = ['maxSeconds', 'maxMb', 'mbPerDeviceHour'];
type Errors = Partial<Record<Field | 'accepting', string>>;

const statusKey = queryKeyOf(videoStatusApi.status);

/** An empty field is no number: the schema then says what the field needs. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The same checks as the server's, before sending: the schema's, and the operator's ceilings (a
 * field that is no number has only the first). Answers the settings to save, or each field's
 * first problem.
 */
function check(
  candidate: VideoSettings,
  ceilings: VideoCeilings,
): { settings: VideoSettings } | { errors: Errors } {
  const parsed = videoSettingsSchema.safeParse(candidate);
  const found = [
    ...(parsed.success ? [] : parsed.error.issues).map((issue) => ({
      path: String(issue.path[0]),
      message: issue.message,
    })),
    // NaN is above no ceiling.
    ...overCeilings(candidate, ceilings),
  ];
  const errors: Errors = {};
  for (const { path, message } of found) errors[path as keyof Errors] ??= message;
  return parsed.success && found.length === 0 ? { settings: parsed.data } : { errors };
}

/** The server's refusal by field, when it names them (a ceiling lowered meanwhile). */
function errorsOf(failure: unknown): Errors | undefined {
  const issues = failure instanceof ApiError ? failure.body?.issues : undefined;
  if (!issues?.length) return undefined;
  const errors: Errors = {};
  for (const issue of issues) errors[issue.path as keyof Errors] ??= issue.message;
  return errors;
}

export function VideoSettingsForm({ status }: { status: VideoStatus }) {
  const { t } = useStrings('admin-videos');
  const queryClient = useQueryClient();
  const { settings, ceilings } = status;
  const [accepting, setAccepting] = useState(settings.accepting);
  const [values, setValues] = useState<Record<Field, string>>({
    maxSeconds: String(settings.maxSeconds),
    maxMb: String(settings.maxMb),
    mbPerDeviceHour: String(settings.mbPerDeviceHour),
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState<string>();
  const form = useRef<HTMLFormElement>(null);

  /** Shows the problems and takes the organizer to the first one. */
  const refuse = (found: Errors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLInputElement>(`#video-${first}`)?.focus();
    // The switch has no error line of its own: its problem is said under the form.
    else setFailed(messageText(found.accepting) ?? t('form.failed'));
  };

  const save = useMutation({
    mutationFn: (body: VideoSettings) => call(videoStatusApi.saveSettings, { body }),
    onSuccess: (stored) => {
      queryClient.setQueryData(statusKey, stored);
      toast({ title: t('form.saved') });
    },
    onError: (failure) => {
      const byField = errorsOf(failure);
      if (byField) refuse(byField);
      else setFailed(serverText(failure) ?? t('form.failed'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailed(undefined);
    const checked = check(
      {
        accepting,
        maxSeconds: numberOf(values.maxSeconds),
        maxMb: numberOf(values.maxMb),
        mbPerDeviceHour: numberOf(values.mbPerDeviceHour),
      },
      ceilings,
    );
    if ('errors' in checked) return refuse(checked.errors);
    setErrors({});
    save.mutate(checked.settings);
  };

  return (
    <Panel titleId="video-settings-title" title={t('form.title')}>
      <form ref={form} className="grid gap-4" onSubmit={submit} noValidate>
        <SwitchRow
          id="video-accepting"
          label={t('form.accepting')}
          hint={t(accepting ? 'form.acceptingOn' : 'form.acceptingOff')}
          checked={accepting}
          onCheckedChange={setAccepting}
        />
        {FIELDS.map((field) => (
          <FormField
            key={field}
            id={`video-${field}`}
            label={t(`form.${field}`)}
            hint={t('form.ceiling', { max: ceilings[field] })}
            error={messageText(errors[field])}
          >
            {(aria) => (
              <Input
                {...aria}
                type="number"
                inputMode="numeric"
                min={1}
                max={ceilings[field]}
                step={1}
                value={values[field]}
                onChange={(e) => setValues((now) => ({ ...now, [field]: e.target.value }))}
              />
            )}
          </FormField>
        ))}
        <p className="text-sm text-stone-600">{t('form.ceilingsNote')}</p>
        {failed && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {failed}
          </p>
        )}
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('form.saving') : t('form.save')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
