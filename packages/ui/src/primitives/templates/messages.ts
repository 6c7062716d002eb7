import { BRAND_NAME } from '../foundations/Brand/Brand';

/** The words of the page templates (`PublicLayout`, `OnboardingLayout`, `AppLayout` share them). */
export interface LayoutMessages {
  /** The skip link, first in the tab order, to the page's `main`. */
  skipToContent: string;
  /** The name of the app's side navigation. */
  navigation: string;
  /** The name of the brand link in the header. */
  home: string;
}

export const defaultLayoutMessages: LayoutMessages = {
  skipToContent: 'Skip to content',
  navigation: 'Main',
  home: `${BRAND_NAME} home`,
};
