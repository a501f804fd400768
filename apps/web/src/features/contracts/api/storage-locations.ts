import type {
  StorageForm,
  StorageLocation,
  StorageLocationAddedResponse,
  StorageLocationsResponse,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contractKeys } from './keys';

/** GET /api/storage-locations/v1: the grower's storage locations. */
export function useStorageLocations(growerId: string | null | undefined) {
  return useQuery({
    queryKey: contractKeys.storage(growerId ?? ''),
    queryFn: () =>
      api<StorageLocationsResponse>('/storage-locations/v1', { query: { grower_id: growerId } }).then(
        (r) => r.storage_locations,
      ),
    enabled: Boolean(growerId),
  });
}

/** POST /api/storage-locations/v1: a new storage location of the grower; the reply carries its id. */
export function useAddStorageLocation(growerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storage: StorageForm) =>
      api<StorageLocationAddedResponse>('/storage-locations/v1', {
        method: 'POST',
        body: { ...storage, grower_id: growerId },
      }).then((r) => r.storage_location.storage_locations_id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.storage(growerId) }),
  });
}

/** A listed storage location in the contract's storage form. */
export function storageForm(location: StorageLocation): StorageForm {
  return {
    storage_location_id: location.storage_locations_id,
    storage_name: location.storage_locations_name,
    storage_capacity: location.storage_locations_capacity,
    storage_type: location.storage_locations_type as StorageForm['storage_type'],
    storage_latitude: location.latitude,
    storage_longitude: location.longitude,
  };
}
