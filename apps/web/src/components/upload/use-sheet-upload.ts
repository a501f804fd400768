import { uploadLimits, type SheetUpload } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  addIssues,
  limitedSheet,
  parseSheet,
  SheetLimitError,
  unreadableSheet,
  type ExtraIssues,
  type ParsedUpload,
} from './parse-sheet';
import { readSheet } from './read-sheet';

export type SaveProgress = { done: number; total: number };

export type SheetUploadOptions<Key extends string, Item, Result> = {
  /** the area's columns, preview and row check, from the domain */
  sheet: SheetUpload<Key, Item>;
  /** sends the checked items; may report progress in rows (e.g. 2,000 of 5,000 stored) */
  save: (items: Item[], progress: (done: number, total: number) => void) => Promise<Result>;
  /** a pause before saving starts (the spec's save delay) */
  saveDelayMs?: number;
  /** checks that need the server (e.g. rows already stored), after parsing a file with all required columns; may report rows checked */
  serverCheck?: (parsed: ParsedUpload<Item>, progress: (done: number, total: number) => void) => Promise<ExtraIssues>;
  /** called when the file is dropped or replaced, to reset the page's own steps (e.g. Verify) */
  onReset?: () => void;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The upload's state: choose a file → read and check it in the browser (and on the server) → save. */
export function useSheetUpload<Key extends string, Item, Result>({
  sheet,
  save,
  saveDelayMs = 0,
  serverCheck,
  onReset,
}: SheetUploadOptions<Key, Item, Result>) {
  const [parsed, setParsed] = useState<ParsedUpload<Item> | null>(null);
  const [parsing, setParsing] = useState(false);
  const [checkError, setCheckError] = useState<unknown>(null);
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const [checked, setChecked] = useState<SaveProgress | null>(null);
  const limits = useMemo(() => uploadLimits(sheet.maxRows), [sheet.maxRows]);
  const saving = useMutation({
    mutationFn: async (items: Item[]) => {
      setProgress(null);
      if (saveDelayMs) await wait(saveDelayMs);
      return save(items, (done, total) => setProgress({ done, total }));
    },
  });

  function reset() {
    setParsed(null);
    setCheckError(null);
    saving.reset();
    onReset?.();
  }

  async function choose(file: File): Promise<ParsedUpload<Item>> {
    reset();
    setParsing(true);
    setChecked(null);
    try {
      let result: ParsedUpload<Item>;
      try {
        result = parseSheet(sheet, await readSheet(file, limits), file.name);
      } catch (error) {
        result =
          error instanceof SheetLimitError ? limitedSheet(sheet, file.name, error) : unreadableSheet(sheet, file.name);
      }
      if (serverCheck && result.rows.length && !result.missingColumns.length) {
        try {
          const total = result.rows.length;
          setChecked({ done: 0, total });
          result = addIssues(result, await serverCheck(result, (done) => setChecked({ done, total })));
        } catch (error) {
          setCheckError(error);
        }
      }
      setParsed(result);
      return result;
    } finally {
      setParsing(false);
      setChecked(null);
    }
  }

  return {
    preview: { columns: sheet.previewColumns, limit: sheet.previewLimit },
    parsed,
    parsing,
    /** rows checked against the server so far, while a file is checked */
    checked,
    /** the rows and size a file may have, stated before one is chosen */
    limits,
    /** why the server check failed (the file cannot be saved then) */
    checkError,
    /** a file with rows and no issue */
    ready: Boolean(parsed && parsed.rows.length && parsed.issueCount === 0 && !checkError),
    choose,
    reset,
    save: {
      status: saving.isPending ? 'saving' : saving.isSuccess ? 'success' : saving.isError ? 'error' : 'idle',
      progress,
      result: saving.data,
      error: saving.error,
    } as const,
    runSave: () => parsed && saving.mutate(parsed.items),
    resetSave: saving.reset,
  };
}

export type SheetUploadState<Item, Result> = ReturnType<typeof useSheetUpload<string, Item, Result>>;
