import { PlatformText } from '../i18n/en/platform.ts';
import { badRequest } from './errors.ts';

/** What a player reads when the chosen password is on the list. */
export const COMMON_PASSWORD = PlatformText.commonPassword;

let common: Promise<ReadonlySet<string>> | undefined;

/**
 * The ~49,000 most common passwords of leaked password lists, as zxcvbn-ts ships them (@zxcvbn-ts/language-common),
 * lower-cased. Loaded on the first check, not at start: it costs about 3 MB of heap.
 */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase())),
  );
  return common;
}

/** Whether the password, in any case, is on the common-password list. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** Refuses (400, the message on `field`) a password on the common-password list, wherever a password is chosen. */
export async function refuseCommonPassword(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) badRequest(COMMON_PASSWORD, { [field]: [COMMON_PASSWORD] });
}
