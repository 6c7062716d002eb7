/**
 * An index's status (doc 3 §3: ACTIVE or INACTIVE) as a badge's tone, on the list and in the form:
 * ACTIVE in the success tone, anything else neutral.
 */
export const statusTone = (status: string): 'success' | 'neutral' =>
  status === 'ACTIVE' ? 'success' : 'neutral';
