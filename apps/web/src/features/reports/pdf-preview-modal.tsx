import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINT_MOBILE_PX, CONTRACT_MESSAGES } from '@portal/domain';
import { useEffect, useState } from 'react';
import { useReportPdf } from './api/get-report-pdf';
import { ReportError, ReportLoading } from './report-status';
import { Dialog } from '../../components/dialog';

export const PDF_FILE_NAME = 'report.pdf';

const showsPdfs = () => typeof navigator === 'undefined' || navigator.pdfViewerEnabled !== false;

/** An object URL of the blob for as long as the component shows it. */
function useObjectUrl(blob: Blob | undefined) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** The spec's PDF preview: the export fetched as a PDF, shown in a frame, with Download. */
export function PdfPreviewModal({ url, onClose }: { url: string | null; onClose: () => void }) {
  const pdf = useReportPdf(url);
  const objectUrl = useObjectUrl(pdf.data);
  const phone = useMediaQuery(`(max-width: ${BREAKPOINT_MOBILE_PX - 1}px)`);
  return (
    <Dialog opened={Boolean(url)} onClose={onClose} title="PDF Preview" size="xl" fullScreen={phone}>
      <Stack>
        {pdf.isError ? (
          <ReportError error={pdf.error} />
        ) : !objectUrl ? (
          <ReportLoading />
        ) : showsPdfs() ? (
          <Box
            component="iframe"
            src={objectUrl}
            title="Report PDF"
            w="100%"
            h="65vh"
            style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)' }}
          />
        ) : (
          <Text fw={600} ta="center" py="lg">
            {CONTRACT_MESSAGES.noPdfSupport}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button component="a" href={objectUrl ?? undefined} download={PDF_FILE_NAME} disabled={!objectUrl}>
            Download
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
