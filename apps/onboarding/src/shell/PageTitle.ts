import { PRODUCT_NAME } from '@cairn/domain';
import { useEffect } from 'react';

/** Names the browser tab after the page (WCAG 2.4.2): 'Sign in to Cairn | Cairn'. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title === PRODUCT_NAME ? title : `${title} | ${PRODUCT_NAME}`;
  }, [title]);
}
