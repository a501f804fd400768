export { UploadPage, type UploadPageProps } from './upload-page';
export { useSheetUpload, type SaveProgress, type SheetUploadOptions, type SheetUploadState } from './use-sheet-upload';
export type { ExtraIssues, ParsedUpload } from './parse-sheet';
