import { formatDateDMY, type WorkMode } from '@hrms/shared';
import { translate } from '../../../lib/i18n/app';
import { toDigits } from '../../../lib/i18n/format';
import { currentDigits } from '../../../lib/i18n/store';

const MODE_KEYS = { 'on-duty': 'onDuty.modeOnDuty', wfh: 'onDuty.modeWfh' } as const;

/** A mode's name in the person's language (WORK_MODE_LABELS' English). */
export const modeText = (mode: WorkMode): string => translate(MODE_KEYS[mode]);

/** DD/MM/YYYY in the organisation's digits. */
export const dateText = (iso: string): string => toDigits(formatDateDMY(iso), currentDigits());
