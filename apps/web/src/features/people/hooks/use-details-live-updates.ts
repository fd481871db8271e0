import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import {
  DOCUMENT_LABELS,
  PEOPLE_MESSAGES,
  isDocumentKey,
  type ReuploadAccessGrantedEvent,
} from '@hrms/shared';
import { useServerEvent } from '../../../lib/realtime';
import { peopleKeys } from '../api/keys';

/** reupload_access_granted (spec section 4, details page): a toast, and the field unlocks. */
export function useDetailsLiveUpdates(userId: string) {
  const client = useQueryClient();
  useServerEvent<ReuploadAccessGrantedEvent>('reupload_access_granted', (payload) => {
    if (payload.employeeId !== userId) return;
    const label = isDocumentKey(payload.field) ? DOCUMENT_LABELS[payload.field] : payload.label;
    toast.info(PEOPLE_MESSAGES.reuploadGrantedToast(label));
    void client.invalidateQueries({ queryKey: peopleKeys.details(userId) });
  });
}
