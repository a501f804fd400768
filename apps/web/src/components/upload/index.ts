export { UploadPage, UploadProgress, type UploadPageProps } from './upload-page';
export { useSheetUpload, type SaveProgress, type SheetUploadOptions, type SheetUploadState } from './use-sheet-upload';
export type { ExtraIssues, ParsedUpload } from './parse-sheet';
export { saveInSession } from './save-in-session';
export { saveProgressText } from './save-progress-text';
// The parts, for an upload inside another page (e.g. the production plan's scale ticket tab).
export { FileDrop } from './file-drop';
export { PreviewTable } from './preview-table';
export { ReviewModal } from './review-modal';
export { IssuesAlert } from './issues-alert';
export { DownloadIssuesButton } from './download-issues-button';
