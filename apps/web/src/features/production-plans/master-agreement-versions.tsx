import { Anchor, Badge, Stack, Text } from '@mantine/core';
import {
  formatDateTime,
  TEMPLATE_VERSION_TEXTS as T,
  TEXTS,
  type PlanTemplate,
  type TemplateVersion,
} from '@portal/domain';
import { DataTable } from '../../components/data-table';
import { useTemplateVersions } from './api/get-template-versions';

const kilobytes = (bytes: number | null) => (bytes == null ? '' : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** Every file a master agreement has had, newest first, the current one marked; each opens in a new tab. */
export function MasterAgreementVersions({ template }: { template: PlanTemplate }) {
  const versions = useTemplateVersions(template.contract_template_id);
  if (versions.isError)
    return (
      <Text size="sm" c="red" role="alert">
        {TEXTS.renderFailed}
      </Text>
    );
  return (
    <DataTable<TemplateVersion>
      caption={T.caption(template.template_name)}
      loading={versions.isPending}
      rows={versions.data}
      rowKey={(v) => v.version_id ?? 'current'}
      emptyText={T.empty}
      stackOnMobile
      columns={[
        {
          key: 'file',
          header: 'File',
          render: (v) => (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {v.template_name}
            </Text>
          ),
        },
        { key: 'uploaded', header: 'Uploaded', render: (v) => formatDateTime(v.uploaded_at) },
        {
          key: 'by',
          header: 'By',
          render: (v) =>
            v.uploaded_by_name || v.uploaded_by_email ? (
              <Stack gap={0}>
                <Text size="sm">{v.uploaded_by_name}</Text>
                <Text size="xs" c="dimmed">
                  {v.uploaded_by_email}
                </Text>
              </Stack>
            ) : (
              T.unknownUploader
            ),
        },
        { key: 'size', header: 'Size', render: (v) => kilobytes(v.size) },
        {
          key: 'current',
          header: '',
          render: (v) => (v.current ? <Badge variant="light">{T.current}</Badge> : null),
        },
        {
          key: 'open',
          header: '',
          render: (v) => (
            <Anchor
              href={v.file_link}
              target="_blank"
              rel="noopener"
              size="sm"
              aria-label={T.open(v.template_name, formatDateTime(v.uploaded_at))}
            >
              {T.openShort}
            </Anchor>
          ),
        },
      ]}
    />
  );
}
