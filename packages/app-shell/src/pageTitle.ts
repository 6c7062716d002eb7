import { PRODUCT_NAME } from '@cairn/domain';
import { useEffect } from 'react';

/** The browser tab's title for a page: 'Activity | Cairn' (the product name alone stays as is). */
export function pageTitle(title: string): string {
  return title === PRODUCT_NAME ? title : `${title} | ${PRODUCT_NAME}`;
}

/** Names the browser tab after the page (WCAG 2.4.2). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
