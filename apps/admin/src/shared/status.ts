import { stateTexts } from './copy';

/**
 * An index's status (doc 3 §3: ACTIVE or INACTIVE) as a badge's tone, on the list and in the form:
 * ACTIVE in the success tone, anything else neutral.
 */
export const statusTone = (status: string): 'success' | 'neutral' =>
  status === 'ACTIVE' ? 'success' : 'neutral';

/** The status's words on screen ('Active' for the API's ACTIVE); an unknown value shows as it is. */
export const statusLabel = (status: string) => stateTexts.status[status] ?? status;

/** A model's `is_active` in the index's words, so both lists read alike. */
export const activeStatus = (active: boolean) => (active ? 'ACTIVE' : 'INACTIVE');
