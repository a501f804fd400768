import { Stack, Text } from '@mantine/core';
import { formatAmount, formatCoordinate, type ContractView } from '@portal/domain';
import { Widget } from './widget';

export function StorageWidget({ contract }: { contract: ContractView | undefined }) {
  const storage = contract?.contract_details.storage ?? [];
  return (
    <Widget title="Storage locations" loading={!contract} empty={!storage.length} emptyText="No storage locations.">
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {storage.map((location, index) => (
          <li key={location.storage_location_id ?? index}>
            <Text size="sm" fw={600}>
              {location.storage_name}
            </Text>
            <Text size="sm" c="dimmed">
              {location.storage_type} · capacity {formatAmount(location.storage_capacity)} ·{' '}
              {formatCoordinate(location.storage_latitude)}, {formatCoordinate(location.storage_longitude)}
            </Text>
          </li>
        ))}
      </Stack>
    </Widget>
  );
}
