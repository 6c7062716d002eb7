import { BRAND_NAME } from '../foundations/Brand/Brand';

/** Words of the page templates (the project's; the spec has none for them). */
export interface LayoutTexts {
  /** The skip link, first in the tab order, to the page's `main`. */
  skipToContent: string;
  /** The name of the app's side navigation. */
  navigation: string;
  /** The name of the brand link in the header. */
  home: string;
}

export const layoutTexts: LayoutTexts = {
  skipToContent: 'Skip to content',
  navigation: 'Main',
  home: `${BRAND_NAME} home`,
};
