import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useTemplate } from './api/get-template';
import { LoadFailure } from './plan-pages-common';
import { usePageTitle } from '../../lib/page-title';

export const NO_PDF_SUPPORT = 'This browser does not support PDFs.';

/**
 * /company/{company_id}/master-agreement/{contract_template_id} and /master-agreement/{id}: the
 * template PDF (streamed by the API, inline) with Go Back.
 */
export function MasterAgreementPage() {
  const { companyId, contractTemplateId = '' } = useParams();
  const template = useTemplate(contractTemplateId);
  const navigate = useNavigate();
  const location = useLocation();
  usePageTitle(template.data?.template_name);
  const owner = template.data?.external_reference_id ?? companyId ?? '';
  const goBack = () => {
    if (location.key !== 'default') navigate(-1);
    else if (template.data?.production_plan_id)
      navigate(`/company/${owner}/production-plan/view/${template.data.production_plan_id}`);
    else navigate(owner ? `/company/${owner}` : '/dashboard');
  };

  if (template.isError)
    return <LoadFailure error={template.error} companyId={owner} notFoundText="Master agreement not found" />;
  if (template.isPending) return <PageLoader />;
  if (!template.data) return <LoadFailure error={null} companyId={owner} notFoundText="Master agreement not found" />;
  const t = template.data;
  const canShow = typeof navigator === 'undefined' || navigator.pdfViewerEnabled !== false;
  const unsupported = (
    <Stack align="center" py="xl" gap="xs">
      <Text fw={600}>{NO_PDF_SUPPORT}</Text>
      <Anchor href={t.template_doc_link} target="_blank" rel="noopener">
        Open the PDF
      </Anchor>
    </Stack>
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Button variant="default" onClick={goBack}>
          Go Back
        </Button>
        <Anchor href={t.template_doc_link} target="_blank" rel="noopener" size="sm">
          Open in a new tab
        </Anchor>
      </Group>
      <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
        {t.template_name}
      </Title>
      <Paper withBorder style={{ overflow: 'hidden' }}>
        {canShow ? (
          <object
            data={t.template_doc_link}
            type="application/pdf"
            title={t.template_name}
            style={{ width: '100%', height: '78vh', display: 'block' }}
          >
            {unsupported}
          </object>
        ) : (
          unsupported
        )}
      </Paper>
    </Stack>
  );
}
