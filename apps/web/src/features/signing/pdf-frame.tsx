import { Alert, Anchor, Box, Stack, Text } from '@mantine/core';
import { CONTRACT_MESSAGES } from '@portal/domain';

/** Whether this browser shows PDFs inline (navigator.pdfViewerEnabled; mobile browsers mostly do not). */
export function browserShowsPdfs(): boolean {
  return typeof navigator !== 'undefined' && navigator.pdfViewerEnabled !== false;
}

/** A same-origin path the page may frame (the API's PDF links); anything else is treated as missing. */
export function safePdfPath(link: string | null | undefined): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//')) return null;
  return link;
}

/** The PDF in a frame, or "This browser does not support PDFs." with a link to open it. */
export function PdfFrame({ src, title, height = '70vh' }: { src: string; title: string; height?: string }) {
  if (!browserShowsPdfs())
    return (
      <Alert color="yellow" title={CONTRACT_MESSAGES.noPdfSupport}>
        <Stack gap={4}>
          <Text size="sm">Open the document to read it before you continue.</Text>
          <Anchor href={src} target="_blank" rel="noopener" size="sm">
            Open the PDF
          </Anchor>
        </Stack>
      </Alert>
    );
  return (
    <Box
      component="iframe"
      src={src}
      title={title}
      w="100%"
      h={height}
      mih={360}
      style={{
        border: '1px solid var(--mantine-color-gray-4)',
        borderRadius: 'var(--mantine-radius-sm)',
        background: 'white',
      }}
    />
  );
}
