import { Anchor, Button, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  trainingIdFor,
  trainingVideoFormSchema,
  trainingVideoYears,
  type TrainingVideo,
  type TrainingVideoForm,
  TEXTS,
} from '@portal/domain';
import { useState } from 'react';
import { AdminPageHead } from '../../components/admin-page-head';
import { DataTable } from '../../components/data-table';
import { EditDeleteActions } from '../../components/row-actions';
import { ConfirmModal } from '../../components/confirm-modal';
import { MutationModal } from '../../components/mutation-modal';
import { useSalesYear } from '../../api/sales-year';
import { useDeleteTrainingVideo, useSaveTrainingVideo, useTrainingVideos } from './api/training-videos';
import { FormActions } from '../../components/form-actions';
import { formResolver } from '../../lib/form';

type Dialog =
  { kind: 'add' } | { kind: 'edit'; video: TrainingVideo } | { kind: 'delete'; video: TrainingVideo } | null;

/** /company/upload-training-video: the stewardship training video of each year (admin). */
export function TrainingVideoPage() {
  const videos = useTrainingVideos();
  const salesYear = useSalesYear();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  return (
    <Stack>
      <AdminPageHead
        title="Training videos"
        action={
          <Button onClick={() => setDialog({ kind: 'add' })} disabled={!salesYear.data}>
            Add Video
          </Button>
        }
      />
      <DataTable<TrainingVideo>
        caption="Training videos"
        loading={videos.isPending}
        rows={videos.data}
        rowKey={(v) => v.training_id}
        columns={[
          { key: 'year', header: 'Year', width: 100, render: (v) => v.training_year },
          {
            key: 'video',
            header: 'Video',
            render: (v) => (
              <Anchor
                href={v.training_steps[0]?.url}
                target="_blank"
                rel="noreferrer"
                size="sm"
                style={{ wordBreak: 'break-all' }}
              >
                {v.training_steps[0]?.url}
              </Anchor>
            ),
          },
          {
            key: 'action',
            header: 'Action',
            width: 180,
            render: (v) => (
              <EditDeleteActions
                name={v.training_year}
                onEdit={() => setDialog({ kind: 'edit', video: v })}
                onDelete={() => setDialog({ kind: 'delete', video: v })}
              />
            ),
          },
        ]}
      />
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && salesYear.data && (
        <VideoModal
          video={dialog.kind === 'edit' ? dialog.video : undefined}
          years={trainingVideoYears(salesYear.data)}
          taken={videos.data ?? []}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && <DeleteVideoModal video={dialog.video} onClose={close} />}
    </Stack>
  );
}

function VideoModal({
  video,
  years,
  taken,
  onClose,
}: {
  video?: TrainingVideo;
  years: number[];
  taken: TrainingVideo[];
  onClose: () => void;
}) {
  const save = useSaveTrainingVideo();
  const form = useForm<TrainingVideoForm>({
    initialValues: { year: video ? String(video.training_year) : '', url: video?.training_steps[0]?.url ?? '' },
    validate: formResolver(trainingVideoFormSchema),
  });
  const yearOptions = (
    video ? [video.training_year] : years.filter((y) => !taken.some((t) => t.training_year === y))
  ).map(String);
  const submit = (values: TrainingVideoForm) =>
    save.mutate({
      replace: Boolean(video),
      training_id: trainingIdFor(values.year),
      training_steps: [{ type: 'video', url: values.url }],
    });
  return (
    <MutationModal
      mutation={save}
      form={form}
      dirty={form.isDirty()}
      onClose={onClose}
      title={video ? 'Edit Video' : 'Add Video'}
      loadingText="Saving video..."
      successText={video ? 'Video updated' : 'Video added'}
      failedText={TEXTS.somethingWentWrong}
    >
      {(cancel) => (
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack>
            <Select
              label="Year"
              required
              data={yearOptions}
              disabled={Boolean(video)}
              {...form.getInputProps('year')}
            />
            <TextInput
              label="MP4 video URL"
              required
              placeholder="https://…/video.mp4"
              data-autofocus
              {...form.getInputProps('url')}
            />
            <FormActions onCancel={cancel} submitLabel="Save" />
          </Stack>
        </form>
      )}
    </MutationModal>
  );
}

function DeleteVideoModal({ video, onClose }: { video: TrainingVideo; onClose: () => void }) {
  const remove = useDeleteTrainingVideo();
  return (
    <ConfirmModal
      title="Delete video"
      confirmLabel="Delete"
      onClose={onClose}
      mutation={remove}
      variables={video.training_id}
    >
      Delete the training video of {video.training_year}?
    </ConfirmModal>
  );
}
