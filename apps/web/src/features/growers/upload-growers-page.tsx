import { Alert, List } from '@mantine/core';
import { GROWER_IMPORT_TEXTS, GROWERS_UPLOAD, UPLOAD_TEXTS, type GrowerImportResult } from '@portal/domain';
import { saveProgressText, UploadPage, useSheetUpload, type SheetUploadState } from '../../components/upload';
import { ApiError } from '../../lib/api';
import { importGrowers } from './api/import-growers';

/** /company/upload-growers (admin): growers with their farms, fields and storage from a .csv/.xls/.xlsx file. */
export function UploadGrowersPage() {
  const upload = useSheetUpload({ sheet: GROWERS_UPLOAD, save: importGrowers });
  return (
    <UploadPage
      title={GROWER_IMPORT_TEXTS.title}
      fileLabel="Growers file"
      hint=".csv, .xls or .xlsx, one row per field: Grower Name, Grower SAP ID, Reseller SAP ID, and optionally the grower's contact, Farm Name, Field Name, Acres, Planting Rate, Average Yield, Border Rows, Crop Year, Latitude, Longitude and a storage location (Storage Name, Storage Capacity, Storage Type, Storage Latitude, Storage Longitude)"
      upload={upload}
      saveLabel="Import"
      progressText={saveProgressText}
      progressLabel="Import progress"
      outcome={<Outcome save={upload.save} />}
    />
  );
}

/** The server's row messages when it rejects the file (e.g. an unknown reseller SAP id). */
function rejectedRows(error: unknown): string[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.body.details)) return [];
  return (error.body.details as { message: string }[]).map((d) => d.message);
}

function Outcome({ save }: { save: SheetUploadState<unknown, GrowerImportResult>['save'] }) {
  if (save.status === 'success' && save.result)
    return (
      <Alert color="green" role="status" title={GROWER_IMPORT_TEXTS.saved(save.result.growers, save.result.fields)}>
        {save.result.created_growers} new grower(s), {save.result.farms} farm(s), {save.result.storage_locations}{' '}
        storage location(s).
      </Alert>
    );
  if (save.status !== 'error') return null;
  const messages = rejectedRows(save.error);
  if (!messages.length) return <Alert color="red" role="alert" title={UPLOAD_TEXTS.serverError} />;
  return (
    <Alert color="red" role="alert" title={UPLOAD_TEXTS.reviewTitle}>
      <List size="sm">
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
