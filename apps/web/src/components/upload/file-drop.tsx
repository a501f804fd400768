import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { isAcceptedUpload, UPLOAD_TEXTS } from '@portal/domain';
import { useRef, useState, type ReactNode } from 'react';
import { Dialog } from '../dialog';

/**
 * A .csv/.xls/.xlsx file by drag-and-drop or the Choose file button; anything else opens the
 * spec's wrong-format modal. `children` sits beside the button (file name, actions).
 */
export function FileDrop({
  label,
  hint,
  limits,
  disabled,
  loading,
  onFile,
  children,
}: {
  label: string;
  hint: string;
  /** what a file may hold, e.g. 'Up to 50,000 rows and 20 MB per file.' */
  limits?: string;
  disabled?: boolean;
  loading?: boolean;
  onFile: (file: File) => void;
  children?: ReactNode;
}) {
  const openRef = useRef<() => void>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [wrongFormat, setWrongFormat] = useState(false);
  // an emptied input fires a change when the same file is chosen again (after Cancel or a reset)
  const clearInput = () => {
    const input = rootRef.current?.querySelector<HTMLInputElement>('input[type=file]');
    if (input) input.value = '';
  };
  const reject = () => {
    clearInput();
    setWrongFormat(true);
  };
  const take = (files: File[]) => {
    clearInput();
    const file = files[0];
    if (!file) return;
    if (isAcceptedUpload(file.name)) onFile(file);
    else setWrongFormat(true);
  };
  return (
    <Stack ref={rootRef}>
      <Dropzone
        onDrop={take}
        onReject={reject}
        openRef={openRef}
        activateOnClick={false}
        disabled={disabled}
        aria-label={label}
      >
        <Stack align="center" gap={4} py="lg" style={{ pointerEvents: 'none' }}>
          <Text fw={600}>Drag a file here</Text>
          <Text size="sm" c="dimmed" ta="center">
            {hint}
          </Text>
          {limits && (
            <Text size="sm" fw={500} ta="center" data-testid="upload-limits">
              {limits}
            </Text>
          )}
        </Stack>
      </Dropzone>
      <Group justify="space-between">
        <Button variant="light" onClick={() => openRef.current?.()} disabled={disabled} loading={loading}>
          Choose file
        </Button>
        {children}
      </Group>
      <Dialog opened={wrongFormat} onClose={() => setWrongFormat(false)} title="Wrong file format" centered>
        <Stack>
          <Text role="alert">{UPLOAD_TEXTS.wrongFormat}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setWrongFormat(false)}>Close</Button>
          </Group>
        </Stack>
      </Dialog>
    </Stack>
  );
}
