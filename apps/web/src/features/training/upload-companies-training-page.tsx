import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { COMPANY_TRAINING_UPLOAD, TEXTS, TRAINING_UPLOAD_TEXTS, UPLOAD_SAVE_DELAY_MS } from '@portal/domain';
import { useNavigate } from 'react-router';
import { DownloadIssuesButton, saveProgressText, UploadPage, useSheetUpload } from '../../components/upload';
import { uploadCompanyTraining } from './api/upload-company-training';
import { Dialog } from '../../components/dialog';

/** /company/upload-companies-training: upload a stewardship training list (company-training). */
export function UploadCompaniesTrainingPage() {
  const navigate = useNavigate();
  const upload = useSheetUpload({
    sheet: COMPANY_TRAINING_UPLOAD,
    save: uploadCompanyTraining,
    saveDelayMs: UPLOAD_SAVE_DELAY_MS,
  });

  const close = () => navigate('/admin');
  return (
    <UploadPage
      title="Upload Stewardship Training"
      fileLabel="Stewardship training file"
      hint=".csv, .xls or .xlsx with the columns Company SAP ID, Company Name, Training Year (or Training Date), Contact Name, Contact Email"
      upload={upload}
      actions={
        upload.parsed &&
        upload.parsed.issueCount > 0 && (
          <DownloadIssuesButton
            fileName={upload.parsed.fileName}
            columns={upload.preview.columns}
            rows={upload.parsed.rows}
          />
        )
      }
      progressText={saveProgressText}
      progressLabel="Upload progress"
      outcome={upload.save.status === 'error' && <Alert color="red" role="alert" title={TEXTS.somethingWentWrong} />}
    >
      <Dialog opened={upload.save.status === 'success'} onClose={close} title="Upload complete" centered>
        <Stack>
          <Text role="status">{TRAINING_UPLOAD_TEXTS.success}</Text>
          <Group justify="flex-end">
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      </Dialog>
    </UploadPage>
  );
}
