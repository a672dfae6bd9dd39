import type { ReactNode } from 'react';
import { useStrings } from '../../lib/use-strings';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { MachineDraftsContext, useMachineDraftMark } from './use-machine-draft-mark';
import './strings';

/** Lets the fields of `form` show their draft marks (MachineDraftTag, useMachineDraftMark). */
export function MachineDraftsProvider<T extends FieldValues>({
  form,
  children,
}: {
  form: UseFormReturn<T>;
  children: ReactNode;
}): ReactNode {
  return (
    <MachineDraftsContext.Provider value={form as unknown as UseFormReturn<FieldValues>}>
      {children}
    </MachineDraftsContext.Provider>
  );
}

/** "Machine draft — review before saving", beside a field that holds one; nothing otherwise. */
export function MachineDraftTag<T extends FieldValues>({
  path,
  form,
  id,
}: {
  path: string;
  form?: UseFormReturn<T>;
  /** For the input's aria-describedby, so a screen reader says it too. */
  id?: string;
}): ReactNode {
  const { t } = useStrings('translationDrafts');
  const marked = useMachineDraftMark(path, form);
  if (!marked) return null;
  return (
    <span
      id={id}
      data-machine-draft={path}
      className="inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900"
    >
      {t('machineDraft')}
    </span>
  );
}
