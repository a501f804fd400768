import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TEXTS } from '@portal/domain';
import { useEffect, useState } from 'react';
import { useAccess } from '../../session/session-context';
import { useAssignProgram, usePlanAssignment, useProgramPlans, useUnassignProgram } from './api/program-assignments';
import { usePrograms } from './api/programs';

/**
 * The company page's Programs card (show-programs): a production plan year and a program.
 * Save creates the assignment (disabled until both are chosen); Delete shows only when the
 * selected program is the saved one; changing the year reloads that year's assignment.
 */
export function ProgramsCard({ companyId }: { companyId: string }) {
  const allowed = useAccess(companyId, 'show-programs') === 'success';
  const plans = useProgramPlans(companyId, allowed);
  const programs = usePrograms(allowed);
  const [planId, setPlanId] = useState<string | null>(null);
  const [programId, setProgramId] = useState<string | null>(null);
  const assignment = usePlanAssignment(planId);

  useEffect(() => {
    if (!planId && plans.data?.[0]) setPlanId(plans.data[0].production_plan_id);
  }, [plans.data, planId]);
  useEffect(() => {
    if (assignment.isSuccess) setProgramId(assignment.data?.program_id ?? null);
  }, [assignment.isSuccess, assignment.data]);

  const save = useAssignProgram();
  const remove = useUnassignProgram();

  if (!allowed) return null;
  const saved = assignment.data ?? null;
  const failed = save.isError || remove.isError;
  return (
    <Paper component="section" withBorder p="lg" aria-label="Programs">
      <Stack>
        <Title order={2} size="h4">
          Programs
        </Title>
        {plans.isSuccess && !plans.data.length ? (
          <Text c="dimmed" size="sm">
            No production plans yet: a program is assigned to a production plan year.
          </Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Production plan year"
                placeholder="Select year"
                data={(plans.data ?? []).map((p) => ({ value: p.production_plan_id, label: String(p.contract_year) }))}
                value={planId}
                onChange={(value) => {
                  save.reset();
                  remove.reset();
                  setProgramId(null);
                  setPlanId(value);
                }}
              />
              <Select
                label="Program"
                placeholder="Select program"
                data={(programs.data ?? []).map((p) => ({ value: p.program_id, label: p.program_name }))}
                value={programId}
                onChange={setProgramId}
                disabled={!planId || assignment.isFetching}
              />
            </SimpleGrid>
            {failed && (
              <Alert color="red" role="alert">
                {TEXTS.somethingWentWrong}
              </Alert>
            )}
            {save.isSuccess && saved?.program_id === programId && (
              <Text c="green" size="sm" role="status">
                Program saved for this production plan.
              </Text>
            )}
            <Group justify="flex-end">
              {saved && saved.program_id === programId && (
                <Button
                  variant="light"
                  color="red"
                  onClick={() =>
                    remove.mutate({ assignment_id: saved.assignment_id, production_plan_id: saved.production_plan_id })
                  }
                  loading={remove.isPending}
                >
                  Delete
                </Button>
              )}
              <Button
                onClick={() =>
                  save.mutate({ program_id: programId!, company_id: companyId, production_plan_id: planId! })
                }
                loading={save.isPending}
                disabled={!planId || !programId || saved?.program_id === programId}
              >
                Save
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
