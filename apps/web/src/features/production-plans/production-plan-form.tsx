import { Box, Button, Grid, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { endProductTypesFor, PLAN_MESSAGES } from '@portal/domain';
import type { Language } from '../../api/languages';
import { FormError } from '../../components/form-error';
import { ReloadedNote } from '../../components/reload-keeping-edits';
import { MasterAgreementFiles } from './master-agreement-files';
import { MonthlyUnitsEditor } from './monthly-units-editor';
import { ParentPlanPicker } from './parent-plan-picker';
import { PlanDetailsSection } from './plan-details-section';
import { LOCATION_FIELDS } from './plan-form-state';
import { PlanStatusPanel } from './plan-status-panel';
import { SubmissionModal } from './submission-modal';
import { usePlanForm, type PlanFormInput } from './use-plan-form';

type Props = PlanFormInput & { languages: Language[] };

/**
 * The production plan form (create and edit): the plan, the parent plan, the delivery location, the
 * monthly delivery table and the master agreements, validated with the domain's save schema; the
 * right-side panel lists the errors or says the plan was created.
 */
export function ProductionPlanForm({ languages, ...input }: Props) {
  const { company, plan, contractTypes } = input;
  const form = usePlanForm(input);
  const { values, patch, fieldError } = form;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {form.submission === 'FAILED' && (
              <FormError
                error={form.failure}
                title={PLAN_MESSAGES.createFailed}
                detail={form.failedDetail}
                onRetry={() => void form.submit()}
                onReload={form.reload}
              />
            )}
            <ReloadedNote shown={form.reloaded && form.submission === null} />
            <PlanDetailsSection form={form} company={company} contractTypes={contractTypes} />

            <Paper withBorder p="lg">
              <ParentPlanPicker
                companyId={company.company_id}
                enabled={values.parent_enabled}
                company={values.parent_company}
                planId={values.parent_production_plan_id}
                candidates={form.candidates.data}
                loadingCandidates={form.candidates.isFetching}
                error={fieldError('parent_production_plan_id')}
                onEnabled={form.setParentEnabled}
                onCompany={(parentCompany) => patch({ parent_company: parentCompany, parent_production_plan_id: null })}
                onPlan={(planId) => patch({ parent_production_plan_id: planId })}
              />
            </Paper>

            <Paper withBorder p="lg">
              <Stack>
                <Title order={2} size="h4">
                  Delivery location
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {LOCATION_FIELDS.map(([key, label]) => (
                    <TextInput
                      key={key}
                      label={label}
                      value={values.delivery_location[key]}
                      onChange={(event) =>
                        patch({ delivery_location: { ...values.delivery_location, [key]: event.currentTarget.value } })
                      }
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            </Paper>

            <Paper withBorder p="lg">
              <Stack>
                <Title order={2} size="h4">
                  Monthly delivery
                </Title>
                <MonthlyUnitsEditor
                  contractYear={form.year}
                  types={endProductTypesFor(form.contractTypeName)}
                  rows={values.rows}
                  onRow={form.setRow}
                  remaining={form.remaining}
                  parent={form.parentAvailability}
                />
              </Stack>
            </Paper>

            <Paper withBorder p="lg">
              <Stack>
                <Title order={2} size="h4">
                  Master agreements
                </Title>
                <MasterAgreementFiles
                  companyId={company.company_id}
                  languages={languages}
                  existing={plan?.templates ?? []}
                  files={values.files}
                  errors={form.fileErrors}
                  onFile={form.setFile}
                />
              </Stack>
            </Paper>

            <Group justify="flex-end">
              <Button type="submit" size="md" loading={form.submission === 'LOADING'}>
                {plan ? 'Save production plan' : 'Create production plan'}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Box style={{ position: 'sticky', top: 72 }}>
            <PlanStatusPanel errors={form.shown} saved={form.saved} successText={form.successText} />
          </Box>
        </Grid.Col>
      </Grid>
      <SubmissionModal state={form.submission} onContinue={form.goOn} />
    </form>
  );
}
