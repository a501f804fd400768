import { ActionIcon, Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { OFFLINE_MESSAGES, STEWARDSHIP_MESSAGES, TEXTS } from '@portal/domain';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { AccessDenied } from '../../components/access-denied';
import { PageLoader } from '../../components/page-loader';
import { ApiError } from '../../lib/api';
import { useActivity } from './api/get-activity';
import { CompletenessCircles } from './completeness-circles';
import { FieldEventLog } from './field-event-log';
import { AssignFieldsButton } from './modals/assign-fields-modal';
import { FieldLostButton } from './modals/field-lost-modal';
import { ReplantButton } from './modals/replant-modal';
import { SectionHistoryButton } from './section-history-button';
import { StewardsPanel } from './stewards-panel';
import { HarvestWidget } from './widgets/harvest-widget';
import { PlantingWidget } from './widgets/planting-widget';
import type { Section } from './widgets/section-form';
import { StorageCleanoutWidget } from './widgets/storage-cleanout-widget';
import type { EditControl } from './widgets/use-section-edit';
import { usePageTitle } from '../../lib/page-title';

/**
 * /company/{company_id}/stewardship/{stewardship_activity_id}(?contract_id=): LOADING, then the
 * activity (SUCCESS), or the access-denied view when the read is refused (FAILED: spec 3, §8); a
 * read that failed otherwise (network, server error, database away) offers Retry.
 */
export function StewardshipPage() {
  const { companyId, activityId = '' } = useParams();
  const [params] = useSearchParams();
  // another activity starts afresh: no widget in edit, its own drafts
  return (
    <ActivityPage
      key={activityId}
      companyId={companyId}
      activityId={activityId}
      contractId={params.get('contract_id') ?? undefined}
    />
  );
}

function ActivityPage({
  companyId,
  activityId,
  contractId,
}: {
  companyId: string | undefined;
  activityId: string;
  contractId: string | undefined;
}) {
  const navigate = useNavigate();
  const query = useActivity(activityId, contractId);
  // one widget in edit at a time
  const [editing, setEditing] = useState<Section | null>(null);
  const shown = query.data?.display_details;
  usePageTitle(shown && `Stewardship ${shown.harvest_year} · ${shown.grower_name}`);
  const control = (section: Section): EditControl => ({
    editing: editing === section,
    locked: editing !== null && editing !== section,
    onEditingChange: (on) => setEditing((current) => (on ? section : current === section ? null : current)),
  });

  // offline, a read never kept on this phone waits for the connection: say so rather than spin
  if (query.isPending && query.fetchStatus === 'paused')
    return (
      <Alert color="gray" role="status">
        {OFFLINE_MESSAGES.notOnPhone}
      </Alert>
    );
  if (query.isPending) return <PageLoader />;
  // a read kept on the phone stays shown when a new read cannot reach the server
  const unreachable = query.isError && !(query.error instanceof ApiError) && query.data !== undefined;
  if (query.isError && !unreachable) return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  const activity = query.data!;
  const details = activity.display_details;
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/contracts'));
  return (
    // thumb-targets: 44 px buttons and links on a phone (app/global.css)
    <Stack className="thumb-targets">
      <Group gap="sm" wrap="nowrap" align="center">
        <ActionIcon variant="subtle" size="lg" onClick={back} aria-label="Back">
          <span aria-hidden style={{ fontSize: 22 }}>
            ←
          </span>
        </ActionIcon>
        <Title order={1} fz={{ base: 22, sm: 30 }}>
          {details.harvest_year}: {details.grower_name} to {details.reseller_name ?? details.grain_receiver_name}
        </Title>
      </Group>
      <Group gap="sm" role="group" aria-label="Stewardship actions">
        <AssignFieldsButton activity={activity} />
        <ReplantButton activity={activity} />
        <Button
          variant="default"
          component={Link}
          to={`/company/${companyId ?? activity.company_id}/contracts/${activity.contract_id}`}
        >
          Contract Details
        </Button>
        <FieldLostButton activity={activity} />
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="stewardship-summary">
        <Group justify="space-between" gap="xs" mb="sm">
          <Title order={2} size="h4" id="stewardship-summary">
            Summary
          </Title>
          <SectionHistoryButton activityId={activity.stewardship_activity_id} />
        </Group>
        <CompletenessCircles completeness={activity.completeness} withLabels />
      </Paper>
      <PlantingWidget activity={activity} control={control('planting')} />
      <HarvestWidget activity={activity} control={control('harvest')} />
      <StorageCleanoutWidget activity={activity} control={control('storage')} />
      <FieldEventLog activity={activity} />
      <StewardsPanel activity={activity} />
    </Stack>
  );
}

/** A refused read (400, 403, 404) is the spec's access-denied view; anything else may pass: Retry. */
function LoadFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const refused = error instanceof ApiError && [400, 403, 404].includes(error.status);
  if (refused) return <AccessDenied />;
  return (
    <Alert color="red" role="alert" title={TEXTS.renderFailed}>
      <Stack gap="xs" align="flex-start">
        {STEWARDSHIP_MESSAGES.loadFailed}
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
