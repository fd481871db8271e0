import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { DOCUMENT_LABELS, PEOPLE_MESSAGES } from '@hrms/shared';
import { useServerEvent } from '../../../lib/realtime';
import { peopleKeys } from '../api/keys';

/** reupload_access_granted (spec section 4, details page): a toast, and the field unlocks. */
export function useDetailsLiveUpdates(userId: string) {
  const client = useQueryClient();
  useServerEvent('reupload_access_granted', (payload) => {
    if (payload.employeeId !== userId) return;
    toast.info(PEOPLE_MESSAGES.reuploadGrantedToast(DOCUMENT_LABELS[payload.field]));
    void client.invalidateQueries({ queryKey: peopleKeys.details(userId) });
  });
}
