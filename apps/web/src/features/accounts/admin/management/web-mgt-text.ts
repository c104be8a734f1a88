import { ALL_WEB_PERMISSIONS, isValidWebMgt, type PrimeName, primeNamesOf } from '@agaia/contract';
import { useTranslation } from 'react-i18next';

/**
 * webMgt in words: the labels of the permissions it holds ('Account Management, News'), 'All permissions' for the
 * full set, 'None' for 1 or less; a value that is not a product of known primes also shows its number.
 */
function webMgtText(
  webMgt: number,
  words: { label: (name: PrimeName) => string; all: string; none: string },
): string {
  if (webMgt === ALL_WEB_PERMISSIONS) return words.all;
  const names = primeNamesOf(webMgt).map(words.label);
  const text = names.length > 0 ? names.join(', ') : words.none;
  return isValidWebMgt(webMgt) ? text : `${text} (${webMgt})`;
}

/** webMgtText with the panel's words. */
export function useWebMgtText(): (webMgt: number) => string {
  const { t } = useTranslation();
  const words = {
    label: (name: PrimeName) => t(`admin.primes.${name}`),
    all: t('admin.users.allPermissions'),
    none: t('admin.users.noPermissions'),
  };
  return (webMgt) => webMgtText(webMgt, words);
}
