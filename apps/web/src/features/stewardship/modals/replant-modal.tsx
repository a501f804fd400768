import { Button } from '@mantine/core';
import type { ActivityView } from '@portal/domain';
import { useState } from 'react';
import { useReplant } from '../api/write-activity';
import { FieldEventModal } from './field-event-modal';

/** The header's Replant button and its modal; shown to those who may edit the activity. */
export function ReplantButton({ activity }: { activity: ActivityView }) {
  const [opened, setOpened] = useState(false);
  const replant = useReplant();
  if (!activity.can.edit) return null;
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        Replant
      </Button>
      {opened && (
        <FieldEventModal kind="replant" activity={activity} mutation={replant} onClose={() => setOpened(false)} />
      )}
    </>
  );
}
