import type { ActivityView, PatchActivity } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applyEdits, useReloadKeepingEdits } from '../../../components/reload-keeping-edits';
import { useUnsavedGuard } from '../../../components/unsaved-guard';
import { stewardshipKeys } from '../api/keys';
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
  // the form as loaded when the edit opened: what the user changed is measured from it after a conflict
  const [filled, setFilled] = useState<Form | null>(null);
  const queryClient = useQueryClient();
  const conflict = useReloadKeepingEdits(
    async () => {
      await queryClient.refetchQueries({ queryKey: stewardshipKeys.activity(activityId), exact: true });
      return queryClient.getQueryData<ActivityView>(stewardshipKeys.activity(activityId));
    },
    (fresh) => {
      const loaded = formOf(fresh);
      setVersion(fresh.version);
      if (form && filled) change(applyEdits(filled, form, loaded));
      setFilled(loaded);
    },
    () => {
      mutation.reset();
      setPending(null);
    },
  );
  const editing = control.editing && form !== null;
  // A section in edit asks before the page is left (its draft is also kept in the browser).
  useUnsavedGuard(editing && !mutation.isPending && !mutation.isSuccess);

  const change = (next: Form) => {
    setForm(next);
    writeDraft(activityId, section, next);
  };
  const open = (next: Form) => {
    setVersion(activity.version);
    setFilled(formOf(activity));
    conflict.clear();
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
    change,
    reload: conflict.reload,
    reloaded: editing && conflict.reloaded,
    save: () => {
      if (!form) return;
      conflict.clear();
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
