import { Button, Menu } from '@mantine/core';
import type { ActivityView } from '@portal/domain';
import { useState } from 'react';
import { useFieldLost } from '../api/write-activity';
import { FieldEventModal } from './field-event-modal';

/**
 * The header's More menu with Field lost (irreversible, so not a button beside Replant) and its modal,
 * which warns before it saves; shown to those who may edit the activity.
 */
export function FieldLostButton({ activity }: { activity: ActivityView }) {
  const [opened, setOpened] = useState(false);
  const fieldLost = useFieldLost();
  if (!activity.can.edit) return null;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" rightSection={<span aria-hidden>▾</span>}>
            More
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item color="red" onClick={() => setOpened(true)}>
            Field lost
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {opened && (
        <FieldEventModal kind="fieldLost" activity={activity} mutation={fieldLost} onClose={() => setOpened(false)} />
      )}
    </>
  );
}
