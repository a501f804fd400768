import type { Section } from './section-form';

/** An edit in progress, kept in the browser until it is saved or discarded (issue 12, "Beyond the spec"). */
export type Draft<Form> = { saved_at: string; form: Form };

const keyOf = (activityId: string, section: Section) => `stewardship-draft:${activityId}:${section}`;

export function readDraft<Form>(activityId: string, section: Section): Draft<Form> | null {
  try {
    const raw = window.localStorage.getItem(keyOf(activityId, section));
    const draft = raw ? (JSON.parse(raw) as Draft<Form>) : null;
    return draft && typeof draft.saved_at === 'string' && draft.form ? draft : null;
  } catch {
    // unreadable storage or a damaged entry: nothing to offer
    return null;
  }
}

export function writeDraft<Form>(activityId: string, section: Section, form: Form, now = new Date()): void {
  try {
    const draft: Draft<Form> = { saved_at: now.toISOString(), form };
    window.localStorage.setItem(keyOf(activityId, section), JSON.stringify(draft));
  } catch {
    // full or blocked storage: the edit itself goes on
  }
}

export function clearDraft(activityId: string, section: Section): void {
  try {
    window.localStorage.removeItem(keyOf(activityId, section));
  } catch {
    // blocked storage holds nothing to clear
  }
}

/** A draft's rows laid over the loaded ones by key: rows that left the activity (a lost field) stay out. */
export function mergeRows<Row>(loaded: Row[], drafted: Row[], key: (row: Row) => string): Row[] {
  const byKey = new Map(drafted.map((row) => [key(row), row]));
  return loaded.map((row) => ({ ...row, ...(byKey.get(key(row)) ?? {}) }));
}
