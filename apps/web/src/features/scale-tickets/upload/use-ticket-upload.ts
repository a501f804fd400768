import {
  chunksOf,
  columnsToMap,
  contractGrowerNames,
  repeatedTickets,
  SCALE_TICKET_UPLOAD,
  ticketsWithContracts,
  unmatchedGrowers,
  UPLOAD_CHUNK_ROWS,
  UPLOAD_TEXTS,
  withColumnMapping,
  type ScaleTicketFields,
  type ScaleTicketKey,
  type UploadPreviewRow,
  type UploadRowIssue,
} from '@portal/domain';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSheetUpload, type ParsedUpload } from '../../../components/upload';
import { readSheet } from '../../../components/upload/read-sheet';
import { checkStoredDuplicates } from '../api/check-duplicates';
import { useColumnMapping, useResetColumnMapping, useSaveColumnMapping } from '../api/column-mapping';
import { planGrowersQueryOptions, usePlanGrowers } from '../api/get-ticket-contracts';
import { scaleTicketKeys } from '../api/keys';
import { uploadScaleTickets } from '../api/upload-scale-tickets';

/** The states of the file upload (spec 3, §4). */
export type TicketUploadState = 'INIT' | 'LOADING' | 'ERROR' | 'SUCCESS';

/** What the column mapper offers: the required columns the file lacks and its headers no column claimed. */
export type ColumnChoices = { missing: ScaleTicketKey[]; unclaimed: string[] };

/**
 * The duplicates of a checked file as its tickets will be stored (matched growers in their contract's
 * spelling): rows repeating each other that way, and rows already stored for the plan. Before Save.
 */
async function planDuplicates(
  planId: string,
  parsed: ParsedUpload<ScaleTicketFields>,
  spell: (growerName: string) => string,
  progress: (done: number, total: number) => void,
) {
  const candidates = parsed.rows.flatMap((row, index) => (row.issue ? [] : [index]));
  if (!candidates.length) return {};
  const identities = candidates.map((index) => {
    const { bill_of_landing_number, scale_ticket_date, grower_name, scale_ticket_number } = parsed.items[index]!;
    return { bill_of_landing_number, scale_ticket_date, grower_name: spell(grower_name), scale_ticket_number };
  });
  const rowOf = (i: number) => parsed.rows[candidates[i]!]!;
  const repeats = repeatedTickets(identities).map((group) => group.map(rowOf));
  // checked against the stored tickets a chunk at a time, so the rows checked can be shown
  const stored: UploadPreviewRow[] = [];
  let checked = parsed.rows.length - candidates.length;
  progress(checked, parsed.rows.length);
  for (const [index, chunk] of chunksOf(identities, UPLOAD_CHUNK_ROWS).entries()) {
    const found = await checkStoredDuplicates({ production_plan_id: planId, scale_tickets: chunk });
    stored.push(...found.map((at) => rowOf(index * UPLOAD_CHUNK_ROWS + at)));
    checked += chunk.length;
    progress(checked, parsed.rows.length);
  }
  return {
    sections: [
      {
        title: UPLOAD_TEXTS.duplicates,
        lines: [
          ...repeats.map(
            (rows) => `Rows ${rows.map((r) => r.row).join(', ')}: ticket ${rows[0]!.cells.scale_ticket_number}`,
          ),
          ...stored.map((r) => `Row ${r.row}: ticket ${r.cells.scale_ticket_number} is already stored`),
        ],
      },
    ],
    rows: new Map([...repeats.flat(), ...stored].map((r) => [r.row, 'duplicate' as UploadRowIssue])),
  };
}

/**
 * A scale ticket file for one plan: the company's remembered column mapping, the browser check,
 * the stored-duplicate check, the growers without a contract and their assignment, and Save (an
 * upload session: chunks staged with their progress, then one all-or-nothing commit).
 */
export function useTicketUpload(companyId: string, planId: string) {
  const queryClient = useQueryClient();
  const growers = usePlanGrowers(planId);
  const contracts = useMemo(() => growers.data ?? [], [growers.data]);
  const storedMapping = useColumnMapping(companyId);
  const saveMapping = useSaveColumnMapping(companyId);
  const resetMapping = useResetColumnMapping(companyId);
  const [localMapping, setLocalMapping] = useState<Record<string, string>>({});
  const mapping = useMemo(
    () => ({ ...storedMapping.data?.mapping, ...localMapping }),
    [storedMapping.data, localMapping],
  );
  const sheet = useMemo(() => withColumnMapping(SCALE_TICKET_UPLOAD, mapping), [mapping]);
  const [assigned, setAssigned] = useState<Record<string, string>>({});
  const [columns, setColumns] = useState<ColumnChoices | null>(null);
  const lastFile = useRef<File | null>(null);
  const remap = useRef(false);

  const upload = useSheetUpload({
    sheet,
    // the plan's growers before the check, which spells the file's growers as they will be stored
    serverCheck: async (parsed, progress) =>
      planDuplicates(
        planId,
        parsed,
        contractGrowerNames(await queryClient.fetchQuery(planGrowersQueryOptions(planId))),
        progress,
      ),
    onReset: () => {
      setAssigned({});
      setColumns(null);
    },
    save: async (items, progress) => {
      const tickets = ticketsWithContracts(items, contracts, assigned);
      if (!tickets) throw new Error('Assign every grower to a contract');
      const saved = await uploadScaleTickets(
        planId,
        tickets.map((t) => ({ ...t, production_plan_id: planId, external_reference_id: companyId })),
        progress,
      );
      await queryClient.invalidateQueries({ queryKey: scaleTicketKeys.all });
      return saved;
    },
  });

  const choose = async (file: File) => {
    lastFile.current = file;
    const parsed = await upload.choose(file);
    if (parsed.missingColumns.length) {
      const header = await readSheet(file)
        .then((s) => s.header)
        .catch(() => []);
      const choices = columnsToMap(sheet, header);
      if (choices.unclaimed.length) setColumns(choices);
    }
    return parsed;
  };

  // After the user mapped columns, the same file is checked again with the new aliases.
  useEffect(() => {
    if (remap.current && lastFile.current) {
      remap.current = false;
      void upload.choose(lastFile.current);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sheet]);

  const confirmColumns = (chosen: Record<string, ScaleTicketKey>) => {
    remap.current = true;
    setLocalMapping((current) => ({ ...current, ...chosen }));
    saveMapping.mutate({ ...mapping, ...chosen });
  };

  const unmatched = useMemo(
    () => (upload.parsed ? unmatchedGrowers(upload.parsed.items, contracts) : []),
    [upload.parsed, contracts],
  );
  const allAssigned = unmatched.every((name) => assigned[name]);
  const [checkingGrowers, growerCheck] = useDisclosure(false);

  // A clean file whose growers do not all match opens Check grower names at once.
  useEffect(() => {
    if (upload.parsed?.issueCount === 0 && unmatched.length) growerCheck.open();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [upload.parsed, unmatched.length]);
  const status = upload.save.status;
  const state: TicketUploadState =
    status === 'saving' ? 'LOADING' : status === 'success' ? 'SUCCESS' : status === 'error' ? 'ERROR' : 'INIT';

  return {
    companyId,
    upload: { ...upload, choose },
    state,
    contracts,
    growersLoading: growers.isPending,
    growersFailed: growers.isError,
    unmatched,
    assigned,
    assign: (name: string, contractId: string | null) =>
      setAssigned(({ [name]: _, ...rest }) => (contractId ? { ...rest, [name]: contractId } : rest)),
    canSave: growers.isSuccess && allAssigned,
    growerCheck: { opened: checkingGrowers, ...growerCheck },
    columns,
    /** the company's saved header → column choices, applied to every file */
    savedMapping: {
      mapping: storedMapping.data?.mapping ?? {},
      reset: () => {
        setLocalMapping({});
        resetMapping.mutate();
      },
      resetting: resetMapping.isPending,
      failed: resetMapping.isError,
    },
    confirmColumns,
    dismissColumns: () => setColumns(null),
  };
}

export type TicketUpload = ReturnType<typeof useTicketUpload>;
