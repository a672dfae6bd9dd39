import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { useFormState, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { draftStoreOf } from './draft-store';

/** The form whose drafts the fields inside read (MachineDraftsProvider). */
export const MachineDraftsContext = createContext<UseFormReturn<FieldValues> | null>(null);

function useDraftsForm(form: UseFormReturn<FieldValues> | undefined): UseFormReturn<FieldValues> {
  const fromContext = useContext(MachineDraftsContext);
  const found = form ?? fromContext;
  if (!found) throw new Error('useMachineDraftMark needs a form: pass one, or render inside MachineDraftsProvider.');
  return found;
}

/**
 * Saving the form makes its drafts the organizer's text: the marks go when a submit succeeds. Only
 * a submit after this component mounted counts, so an old success never clears new drafts.
 */
export function useClearDraftsOnSave<T extends FieldValues>(form: UseFormReturn<T>): void {
  const { isSubmitSuccessful, submitCount } = useFormState({ control: form.control });
  const seen = useRef(submitCount);
  useEffect(() => {
    if (!isSubmitSuccessful || submitCount === seen.current) return;
    seen.current = submitCount;
    draftStoreOf(form.control).clear();
  }, [form.control, isSubmitSuccessful, submitCount]);
}

/** Forms that save without handleSubmit (a mutation of their own) call this once saved. */
export function clearMachineDrafts<T extends FieldValues>(form: UseFormReturn<T>): void {
  draftStoreOf(form.control).clear();
}

/**
 * True while the field at `path` holds a machine draft the organizer has neither edited nor saved:
 * the form shows "Machine draft — review before saving" beside it. The form comes from `form` or
 * the nearest MachineDraftsProvider.
 */
export function useMachineDraftMark<T extends FieldValues>(path: string, form?: UseFormReturn<T>): boolean {
  const owner = useDraftsForm(form as UseFormReturn<FieldValues> | undefined);
  const store = draftStoreOf(owner.control);
  useClearDraftsOnSave(owner);
  useSyncExternalStore(store.subscribe, store.version);
  const value: unknown = useWatch({ control: owner.control, name: path });
  const draft = store.draftAt(path);
  const edited = draft !== undefined && value !== draft;
  // The first edit makes the text the organizer's for good, even if they type the draft back.
  useEffect(() => {
    if (edited) store.unmark(path);
  }, [edited, path, store]);
  return draft !== undefined && !edited;
}
