import {
  checkGrowerImport,
  GROWER_IMPORT_HEADERS,
  GROWER_IMPORT_LABELS,
  GROWER_IMPORT_REQUIRED,
  mapHeaders,
  rowsToRecords,
  type GrowerImportIssue,
  type GrowerImportKey,
} from '@portal/domain';
import { useState } from 'react';
import { api, ApiError } from '../../lib/api';
import { readSheet } from '../../lib/read-sheet';

export type ImportCounts = {
  growers: number;
  farms: number;
  fields: number;
  storage_locations: number;
  created_growers: number;
};

export type Parsed = {
  fileName: string;
  records: Record<GrowerImportKey, string>[];
  issues: GrowerImportIssue[];
  missingColumns: string[];
};

export type ImportState =
  | { status: 'idle' | 'saving' | 'error' }
  | { status: 'success'; counts: ImportCounts }
  | { status: 'rejected'; messages: string[] };

/** The grower upload: choose a file → parse and check every row in the browser → import in one request. */
export function useGrowersUpload() {
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [parsing, setParsing] = useState(false);
  const [state, setState] = useState<ImportState>({ status: 'idle' });

  function reset() {
    setParsed(null);
    setState({ status: 'idle' });
  }

  async function choose(file: File): Promise<Parsed> {
    reset();
    setParsing(true);
    try {
      const sheet = await readSheet(file);
      const mapping = mapHeaders(GROWER_IMPORT_HEADERS, sheet.header);
      const missingColumns = mapping.missing
        .filter((key) => GROWER_IMPORT_REQUIRED.includes(key))
        .map((key) => GROWER_IMPORT_LABELS[key]);
      const records = rowsToRecords(mapping, sheet.rows);
      const result = {
        fileName: file.name,
        records,
        issues: missingColumns.length ? [] : checkGrowerImport(records).issues,
        missingColumns,
      };
      setParsed(result);
      return result;
    } catch {
      const failed = {
        fileName: file.name,
        records: [],
        issues: [],
        missingColumns: GROWER_IMPORT_REQUIRED.map((key) => GROWER_IMPORT_LABELS[key]),
      };
      setParsed(failed);
      return failed;
    } finally {
      setParsing(false);
    }
  }

  const ready = Boolean(parsed && parsed.records.length && !parsed.issues.length && !parsed.missingColumns.length);

  async function runImport() {
    if (!parsed) return;
    setState({ status: 'saving' });
    try {
      const counts = await api<ImportCounts>('/growers/import', { method: 'POST', body: { rows: parsed.records } });
      setState({ status: 'success', counts });
    } catch (error) {
      const details =
        error instanceof ApiError && Array.isArray(error.body.details)
          ? (error.body.details as { message: string }[])
          : [];
      setState(details.length ? { status: 'rejected', messages: details.map((d) => d.message) } : { status: 'error' });
    }
  }

  return { parsed, parsing, state, ready, choose, reset, runImport };
}
