import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { TEXTS, formatTime, STEWARDSHIP_FEEDBACK } from '@portal/domain';
import type { ReactNode } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { MutationModal } from '../../../components/mutation-modal';
import { ReloadedNote } from '../../../components/reload-keeping-edits';
import { ApiError } from '../../../lib/api';
import { QueuedNotice } from '../offline/queued-notice';
import type { SectionEdit } from './use-section-edit';

/**
 * A stewardship widget: its title and Edit (or Cancel and Save) buttons, the offer of a kept draft,
 * the section's confirm modal and the Discard changes modal.
 */
export function SectionFrame<Form>({
  title,
  noun,
  confirmTitle,
  edit,
  server,
  canEdit,
  locked,
  history,
  children,
}: {
  title: string;
  /** "planting", "harvest", "storage cleanout": the draft offer's and the confirm text's word */
  noun: string;
  confirmTitle: string;
  edit: SectionEdit<Form>;
  /** the section's form as the server has it (shown beside a queued save the server refused) */
  server: Form;
  canEdit: boolean;
  locked: boolean;
  /** the section's History button */
  history: ReactNode;
  children: ReactNode;
}) {
  const editing = edit.form !== null;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Group gap="xs">
            {history}
            {canEdit &&
              (editing ? (
                <>
                  <Button variant="default" size="md" onClick={edit.cancel}>
                    Cancel
                  </Button>
                  <Button size="md" onClick={edit.save}>
                    Save
                  </Button>
                </>
              ) : (
                <Button
                  variant="light"
                  size="md"
                  onClick={edit.startEdit}
                  disabled={locked}
                  aria-label={`Edit ${title}`}
                >
                  Edit
                </Button>
              ))}
          </Group>
        </Group>
        {canEdit && edit.draft && (
          <Alert color="yellow" role="status" title={null}>
            <Stack gap="xs">
              <Text size="sm">
                You have unsaved {noun} changes from {formatTime(edit.draft.saved_at)} — restore?
              </Text>
              <Group gap="xs">
                <Button size="md" onClick={edit.restore} disabled={locked}>
                  Restore
                </Button>
                <Button size="md" variant="default" onClick={edit.dropDraft}>
                  Discard
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {canEdit && edit.queued && (
          <QueuedNotice
            queued={edit.queued}
            server={server}
            locked={locked}
            onKeepMine={edit.keepMine}
            onKeepServer={edit.keepServer}
          />
        )}
        <ReloadedNote shown={edit.reloaded} />
        {children}
      </Stack>
      <MutationModal
        mutation={edit.mutation}
        opened={edit.pending !== null}
        onClose={edit.closeConfirm}
        title={confirmTitle}
        loadingText="Saving..."
        successText={STEWARDSHIP_FEEDBACK.saved(noun)}
        successToast
        onRetry={edit.confirm}
        onReload={edit.reload}
        failedText={(error) =>
          error instanceof ApiError && error.status < 500 ? error.message : TEXTS.somethingWentWrong
        }
      >
        {(close) => (
          <Stack>
            <Text>Save your {noun} changes?</Text>
            <Group justify="flex-end">
              <Button variant="default" size="md" onClick={close}>
                Cancel
              </Button>
              <Button size="md" onClick={edit.confirm} data-autofocus>
                Confirm
              </Button>
            </Group>
          </Stack>
        )}
      </MutationModal>
      <ConfirmModal
        opened={edit.discarding}
        title="Discard changes"
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        onConfirm={edit.discard}
        onClose={edit.keepEditing}
      >
        Discard your {noun} changes and go back to the saved data?
      </ConfirmModal>
    </Paper>
  );
}
