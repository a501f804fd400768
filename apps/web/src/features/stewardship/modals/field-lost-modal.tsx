import { Button } from '@mantine/core';
import type { ActivityView } from '@portal/domain';
import { useState } from 'react';
import { useFieldLost } from '../api/write-activity';
import { FieldEventModal } from './field-event-modal';

/** The header's Field lost button and its modal; shown to those who may edit the activity. */
export function FieldLostButton({ activity }: { activity: ActivityView }) {
  const [opened, setOpened] = useState(false);
  const fieldLost = useFieldLost();
  if (!activity.can.edit) return null;
  return (
    <>
      <Button variant="light" color="red" onClick={() => setOpened(true)}>
        Field lost
      </Button>
      {opened && (
        <FieldEventModal kind="fieldLost" activity={activity} mutation={fieldLost} onClose={() => setOpened(false)} />
      )}
    </>
  );
}
