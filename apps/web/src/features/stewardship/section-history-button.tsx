import { HISTORY_MESSAGES as M, STEWARDSHIP_SECTIONS, type StewardshipSection } from '@portal/domain';
import { HistoryButton } from '../../components/history-panel';

/**
 * A section's History (or, without `section`, the activity's): who changed which value when, old →
 * new. Named after its section, as several share the page.
 */
export function SectionHistoryButton({ activityId, section }: { activityId: string; section?: StewardshipSection }) {
  const title = `${M.title}: ${section ? STEWARDSHIP_SECTIONS[section] : M.allChanges}`;
  return (
    <HistoryButton
      kind="stewardship_activity"
      id={activityId}
      filter={section && { section }}
      label={section ? M.title : M.allChanges}
      title={title}
      size="md"
    />
  );
}
