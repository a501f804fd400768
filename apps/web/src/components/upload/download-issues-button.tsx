import { Button } from '@mantine/core';
import { issuesCsv, type UploadPreviewRow } from '@portal/domain';

/** "Download issues": the rows with issues and their reasons as a csv file. */
export function DownloadIssuesButton({
  fileName,
  columns,
  rows,
}: {
  fileName: string;
  columns: readonly { key: string; label: string }[];
  rows: readonly UploadPreviewRow[];
}) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([issuesCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${fileName.replace(/\.(csv|xlsx?)$/i, '')}-issues.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Button variant="light" color="red" onClick={download}>
      Download issues
    </Button>
  );
}
