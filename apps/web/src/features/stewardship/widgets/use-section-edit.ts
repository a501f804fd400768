import type { ActivityView, PatchActivity } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applyEdits, useReloadKeepingEdits } from '../../../components/reload-keeping-edits';
import { useUnsavedGuard } from '../../../components/unsaved-guard';
import { ApiError } from '../../../lib/api';
import { useSession } from '../../../session/session-context';
import { stewardshipKeys } from '../api/keys';
import { usePatchActivity } from '../api/write-activity';
import { dropQueued, outboxKeys, queuedSave, queueSave, type QueuedSave } from '../offline/outbox';
import { requestOutboxSync } from '../offline/outbox-sync';
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

/** A save kept on the phone for this section: its form, and the server's refusal once it met a newer version. */
export type QueuedSection<Form> = { form: Form; queued_at: string; conflict: string | null };

/**
 * One widget's edit: the form while editing (kept as a draft in the browser on every change), Save
 * checking the body then opening the confirm modal, Cancel opening Discard changes. Confirmed without
 * a connection, the save is queued on the phone (sent later by StewardshipOutboxSync); a queued save
 * the server refused as stale is shown beside the server's version until the steward keeps one.
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
  const { me } = useSession();
  const queuedQuery = useQuery({
    queryKey: outboxKeys.section(activityId, section),
    queryFn: () => queuedSave(activityId, section),
    networkMode: 'always',
  });
  const queued = (queuedQuery.data ?? null) as (QueuedSave & QueuedSection<Form>) | null;
  // "Keep mine" after a refused queued save: the edits laid on the newest version, as a conflict's Reload does
  const [keptMine, setKeptMine] = useState(false);
  const refreshQueued = () => queryClient.invalidateQueries({ queryKey: outboxKeys.section(activityId, section) });
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
  const open = (next: Form, base?: { version: string; filled: Form }) => {
    setVersion(base?.version ?? activity.version);
    setFilled(base?.filled ?? formOf(activity));
    conflict.clear();
    setKeptMine(false);
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
  const saved = () => {
    close();
    // a save that reached the server replaces whatever this section had queued
    if (queued) void dropQueued(activityId, section).then(refreshQueued);
  };
  // Without a connection (or when the request never reached the server) the save waits on the phone.
  const queue = async (body: PatchActivity) => {
    if (!me || !form || !filled) return;
    try {
      await queueSave({ user_id: me.user_id, activity_id: activityId, section, version, body, form, filled });
    } catch {
      return;
    }
    mutation.reset();
    setPending(null);
    close();
    await refreshQueued();
    void requestOutboxSync();
  };

  return {
    mutation,
    form: editing ? form : null,
    errors,
    draft: editing ? null : draft,
    pending,
    discarding,
    queued: editing ? null : queued,
    startEdit: () =>
      queued && !queued.conflict
        ? open(queued.form, { version: queued.version, filled: queued.filled as Form })
        : open(formOf(activity)),
    restore: () => draft && open(restoreOf(formOf(activity), draft.form)),
    dropDraft: close,
    change,
    reload: conflict.reload,
    reloaded: editing && (conflict.reloaded || keptMine),
    keepMine: () => {
      if (!queued) return;
      open(applyEdits(queued.filled as Form, queued.form, formOf(activity)));
      setKeptMine(true);
    },
    keepServer: () => void dropQueued(activityId, section).then(refreshQueued),
    save: () => {
      if (!form) return;
      conflict.clear();
      const checked = toPatch(form);
      setErrors(checked.errors ?? {});
      if (checked.body) setPending(checked.body);
    },
    confirm: () => {
      if (!pending) return;
      if (!navigator.onLine) return void queue(pending);
      mutation.mutate(
        { ...pending, version },
        { onSuccess: saved, onError: (error) => void (error instanceof ApiError || queue(pending)) },
      );
    },
    closeConfirm: () => setPending(null),
    cancel: () => setDiscarding(true),
    keepEditing: () => setDiscarding(false),
    discard: () => {
      setDiscarding(false);
      close();
    },
  };
}
