import { Button, Group } from '@mantine/core';
import { REPORT_LIMITS } from '@portal/domain';
import { useState } from 'react';
import { PdfPreviewModal } from './pdf-preview-modal';
import { exportUrl, type ReportFilters } from './report-filters';

/** Excel and PDF downloads of the report on screen: the export call with the same filters. */
export function ReportDownloads({ filters, disabled = false }: { filters: ReportFilters; disabled?: boolean }) {
  const [preview, setPreview] = useState<string | null>(null);
  return (
    <Group gap="sm">
      {disabled ? (
        <Button variant="default" disabled>
          Download Excel
        </Button>
      ) : (
        <Button
          variant="default"
          component="a"
          href={exportUrl(filters, 'xlsx')}
          download={REPORT_LIMITS.excelFileName}
        >
          Download Excel
        </Button>
      )}
      <Button variant="default" disabled={disabled} onClick={() => setPreview(exportUrl(filters, 'pdf'))}>
        Download PDF
      </Button>
      <PdfPreviewModal url={preview} onClose={() => setPreview(null)} />
    </Group>
  );
}
