import type { ActivityView, PatchActivity } from '@portal/domain';
import { useState } from 'react';
import { useUnsavedGuard } from '../../../components/unsaved-guard';
import { usePatchActivity } from '../api/write-activity';
import { clearDraft, readDraft, writeDraft, type Draft } from './draft-store';
import type { FormErrors, Section } from './section-form';

export type EditControl = {
  /** this widget is in edit */
  editing: boolean;
  /** another widget is in edit (one at a time) */
  locked: boolean;
  onEditingChange: (editing: boolean) => void;
};

export type SectionEdit<Form> = ReturnType<typeof useSectionEdit<Form>>;

/**
 * One widget's edit: the form while editing (kept as a draft in the browser on every change), Save
 * checking the body then opening the confirm modal, Cancel opening Discard changes.
 */
export function useSectionEdit<Form>({
  activity,
  section,
  control,
  formOf,
  restoreOf,
  toPatch,
}: {
  activity: ActivityView;
  section: Section;
  control: EditControl;
  formOf: (activity: ActivityView) => Form;
  /** the loaded form with the draft laid over it */
  restoreOf: (loaded: Form, drafted: Form) => Form;
  toPatch: (form: Form) => { body: PatchActivity; errors: null } | { body: null; errors: FormErrors };
}) {
  const activityId = activity.stewardship_activity_id;
  const mutation = usePatchActivity();
  const [form, setForm] = useState<Form | null>(null);
  // The activity's version when the edit opened goes with the save (a stale one answers 412).
  const [version, setVersion] = useState(activity.version);
  const [errors, setErrors] = useState<FormErrors>({});
  const [pending, setPending] = useState<PatchActivity | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const [draft, setDraft] = useState<Draft<Form> | null>(() => readDraft<Form>(activityId, section));
  const editing = control.editing && form !== null;
  // A section in edit asks before the page is left (its draft is also kept in the browser).
  useUnsavedGuard(editing && !mutation.isPending && !mutation.isSuccess);

  const open = (next: Form) => {
    setVersion(activity.version);
    setForm(next);
    setErrors({});
    control.onEditingChange(true);
  };
  const close = () => {
    clearDraft(activityId, section);
    setDraft(null);
    setForm(null);
    setErrors({});
    control.onEditingChange(false);
  };

  return {
    mutation,
    form: editing ? form : null,
    errors,
    draft: editing ? null : draft,
    pending,
    discarding,
    startEdit: () => open(formOf(activity)),
    restore: () => draft && open(restoreOf(formOf(activity), draft.form)),
    dropDraft: close,
    change: (next: Form) => {
      setForm(next);
      writeDraft(activityId, section, next);
    },
    save: () => {
      if (!form) return;
      const checked = toPatch(form);
      setErrors(checked.errors ?? {});
      if (checked.body) setPending(checked.body);
    },
    confirm: () => pending && mutation.mutate({ ...pending, version }, { onSuccess: close }),
    closeConfirm: () => setPending(null),
    cancel: () => setDiscarding(true),
    keepEditing: () => setDiscarding(false),
    discard: () => {
      setDiscarding(false);
      close();
    },
  };
}
