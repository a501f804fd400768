import { Anchor, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { UPLOAD_LIMIT_TEXTS } from '@portal/domain';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LEAVE_UPLOAD, useUnsavedGuard } from '../unsaved-guard';
import { IssuesAlert } from './issues-alert';
import { FileDrop } from './file-drop';
import { PreviewTable } from './preview-table';
import { ReviewModal } from './review-modal';
import type { SaveProgress, SheetUploadState } from './use-sheet-upload';

export type UploadPageProps<Item, Result> = {
  title: string;
  /** the drop zone's accessible name */
  fileLabel: string;
  /** the accepted formats and columns, under the drop zone */
  hint: string;
  upload: SheetUploadState<Item, Result>;
  /** the save button's text */
  saveLabel?: string;
  /** a further condition for Save (e.g. verified, every unmatched grower assigned) */
  canSave?: boolean;
  /** buttons between Cancel and Save */
  actions?: ReactNode;
  /** the status line while saving */
  progressText: (progress: SaveProgress | null) => string;
  progressLabel: string;
  /** what the page shows once it is not saving (results, failures, other steps) */
  outcome?: ReactNode;
  /** modals of the page's own steps */
  children?: ReactNode;
  /** where Back and Leave upload go */
  backTo?: string;
};

/**
 * A spreadsheet upload page: Back (a chosen file is guarded by the leave-upload question), the drop zone with Cancel, the
 * page's actions and Save, the issue alert with the review modal, save progress, and the preview.
 */
export function UploadPage<Item, Result>({
  title,
  fileLabel,
  hint,
  upload,
  saveLabel = 'Save',
  canSave = true,
  actions,
  progressText,
  progressLabel,
  outcome,
  children,
  backTo = '/admin',
}: UploadPageProps<Item, Result>) {
  const navigate = useNavigate();
  const [reviewing, review] = useDisclosure(false);
  const { parsed, save } = upload;
  const saving = save.status === 'saving';

  const onFile = async (file: File) => {
    if ((await upload.choose(file)).issueCount) review.open();
  };
  // A chosen file not yet saved: Back, the menu or closing the tab asks first (spec: leave upload).
  useUnsavedGuard(Boolean(parsed) && save.status !== 'success', LEAVE_UPLOAD);
  const goBack = () => navigate(backTo);

  return (
    <Stack>
      <Anchor component="button" type="button" onClick={goBack} size="sm" ta="left">
        ← Back
      </Anchor>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p="lg">
        <Stack>
          <FileDrop
            label={fileLabel}
            hint={hint}
            limits={UPLOAD_LIMIT_TEXTS.stated(upload.limits)}
            disabled={saving}
            loading={upload.parsing}
            onFile={(file) => void onFile(file)}
          >
            <Group>
              {parsed && (
                <Text size="sm">
                  {parsed.fileName}: {parsed.rows.length} row(s)
                </Text>
              )}
              <Button variant="default" onClick={upload.reset} disabled={!parsed || saving}>
                Cancel
              </Button>
              {actions}
              <Button
                onClick={upload.runSave}
                disabled={!upload.ready || !canSave || save.status === 'success'}
                loading={saving}
              >
                {saveLabel}
              </Button>
            </Group>
          </FileDrop>
          {parsed && parsed.issueCount > 0 && <IssuesAlert count={parsed.issueCount} onReview={review.open} />}
          {upload.checked ? (
            <UploadProgress
              text={UPLOAD_LIMIT_TEXTS.checked(upload.checked.done, upload.checked.total)}
              progress={upload.checked}
              label="Check progress"
            />
          ) : saving ? (
            <UploadProgress text={progressText(save.progress)} progress={save.progress} label={progressLabel} />
          ) : (
            outcome
          )}
        </Stack>
      </Paper>
      {parsed && parsed.rows.length > 0 && (
        <PreviewTable columns={upload.preview.columns} rows={parsed.rows} limit={upload.preview.limit} />
      )}

      {parsed && (
        <ReviewModal
          opened={reviewing}
          onClose={review.close}
          issueCount={parsed.issueCount}
          missingColumns={parsed.missingColumns}
          sections={parsed.sections}
        />
      )}
      {children}
    </Stack>
  );
}

/** A status line over a bar; without a count yet, the bar runs full. */
export function UploadProgress({
  text,
  progress,
  label,
}: {
  text: string;
  progress: SaveProgress | null;
  label: string;
}) {
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <Text size="sm">{text}</Text>
      <Progress value={progress?.total ? (progress.done / progress.total) * 100 : 100} animated aria-label={label} />
    </Stack>
  );
}
