import { Button } from '@mantine/core';
import { STEWARDSHIP_LIMITS as L, STEWARDSHIP_MESSAGES as M, type ActivityView } from '@portal/domain';
import { useState } from 'react';
import { MutationModal } from '../../../components/mutation-modal';
import { ApiError } from '../../../lib/api';
import { useAssignFields } from '../api/write-activity';
import { AssignFieldsForm } from './assign-fields-form';

/**
 * The header's Assign Enogen Fields button and its "Add Enogen Fields" modal (spec 3, §2): confirm
 * states INIT (the form), LOADING, SUCCESS and ERROR with the spec's texts.
 */
export function AssignFieldsButton({ activity }: { activity: ActivityView }) {
  const [opened, setOpened] = useState(false);
  const assign = useAssignFields();
  if (!activity.can.edit) return null;
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        Assign Enogen Fields
      </Button>
      {opened && (
        <MutationModal
          mutation={assign}
          onClose={() => setOpened(false)}
          title="Add Enogen Fields"
          size={L.assignModalMaxWidth}
          loadingText="Updating contract..."
          successText={M.assignSuccess}
          failedText={(error) => (error instanceof ApiError && error.status === 409 ? error.message : M.assignFailed)}
        >
          {(cancel) => (
            <AssignFieldsForm activity={activity} onCancel={cancel} onSave={(body) => assign.mutate(body)} />
          )}
        </MutationModal>
      )}
    </>
  );
}
