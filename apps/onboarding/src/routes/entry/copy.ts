/** The entry area's words: the mobile app redirect (doc 1 §2.1). */
import { PRODUCT_NAME } from '@cairn/domain';

export const appRedirectTexts = {
  fallback: `If the ${PRODUCT_NAME} app did not open, open it with the button below.`,
  openAgain: 'Open the app',
  /** The spinner's name. */
  progress: 'Opening',
} as const;
