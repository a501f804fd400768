/** A cell of an export: text, a number, a date, a TRUE/FALSE flag or empty. */
export type Cell = string | number | boolean | Date | null;

export type Column = {
  header: string;
  kind: 'text' | 'number' | 'date' | 'boolean';
  /** characters; the workbook's column width, and the PDF's share of the page */
  width: number;
};

/**
 * A report as the exports write it: a title, the filters it was made with (printed at the top),
 * the columns and the rows, read in batches so that no export holds every row.
 */
export type ReportTable = {
  title: string;
  filters: string[];
  columns: Column[];
  batches: AsyncIterable<Cell[][]>;
};

/** Rows batch after batch: `read(after)` answers up to `size` rows after the cursor, fewer at the end. */
export async function* inBatches<Row, Cursor>(
  size: number,
  read: (after: Cursor | undefined) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  cells: (row: Row) => Cell[],
): AsyncGenerator<Cell[][]> {
  let after: Cursor | undefined;
  for (;;) {
    const rows = await read(after);
    if (rows.length) yield rows.map(cells);
    if (rows.length < size) return;
    after = cursorOf(rows.at(-1)!);
  }
}

export const EXPORT_BATCH_SIZE = 1000;
