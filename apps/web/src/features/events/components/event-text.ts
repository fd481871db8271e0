import { EVENT_DESCRIPTION_MAX, EVENT_MESSAGES, EVENT_TITLE_MAX } from '@hrms/shared';
import { translate } from '../../../lib/i18n/app';
import { formatNumber } from '../../../lib/i18n/format';
import { currentDigits } from '../../../lib/i18n/store';
import { englishRules } from '../../../lib/i18n/english-rules';

const known = englishRules([
  [EVENT_MESSAGES.required, 'eventRule.required'],
  [EVENT_MESSAGES.pastDate, 'eventRule.pastDate'],
  [EVENT_MESSAGES.invalidDate, 'eventRule.invalidDate'],
  [EVENT_MESSAGES.invalidTime, 'eventRule.invalidTime'],
]);

/**
 * The add-event dialog's own check (the shared schema's English, the same the server sends) in the person's
 * language (docs/languages.md); the length limits carry their figure in the organisation's digits. Any
 * other text is shown as it came.
 */
export function eventRuleText(message: string): string {
  const found = known(message);
  if (found) return found;
  if (message === EVENT_MESSAGES.titleTooLong)
    return translate('eventRule.titleTooLong', { max: formatNumber(EVENT_TITLE_MAX, currentDigits()) });
  if (message === EVENT_MESSAGES.descriptionTooLong)
    return translate('eventRule.descriptionTooLong', {
      max: formatNumber(EVENT_DESCRIPTION_MAX, currentDigits()),
    });
  return message;
}
