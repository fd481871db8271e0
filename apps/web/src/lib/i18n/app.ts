import { EN_APP } from './messages/en';
import { EN_SELF } from './messages/en-self';
import { EN_MONEY } from './messages/en-money';
import { EN_PROFILE } from './messages/en-profile';
import { EN_TAX } from './messages/en-tax';
import { formatIcu } from './icu';
import { registerEnglish } from './store';

// The signed-in screens' English and the ICU runtime arrive with the dashboard's code (never on the
// sign-in path): a screen behind sign-in imports useT from here, so its messages are registered first.
registerEnglish({ ...EN_APP, ...EN_SELF, ...EN_MONEY, ...EN_PROFILE, ...EN_TAX }, formatIcu);

export { useT } from './use-t';
export { translate, translateOr } from './store';
