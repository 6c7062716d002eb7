import type { UserType } from '@cairn/domain';

/** localStorage key of the account type chosen at self-identification (doc 1 §2.1, §3). */
export const USER_TYPE_STORAGE_KEY = 'userType';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The stored user type, or `null` when none (or an unknown value) is stored. */
export function readStoredUserType(): UserType | null {
  const value = storage()?.getItem(USER_TYPE_STORAGE_KEY);
  return value === 'INDIVIDUAL' || value === 'INSTITUTION' ? value : null;
}

/** Keeps the chosen user type (self-identification; or the application's, for a signed-in user). */
export function storeUserType(userType: UserType): void {
  storage()?.setItem(USER_TYPE_STORAGE_KEY, userType);
}

/** Forgets it: after the final submit and after a restart (doc 1 §4). */
export function clearStoredUserType(): void {
  storage()?.removeItem(USER_TYPE_STORAGE_KEY);
}
