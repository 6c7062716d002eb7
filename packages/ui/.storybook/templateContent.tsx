import { expect, within } from 'storybook/test';
import { Inline } from '../src/primitives/layout/Inline/Inline';
import { Text } from '../src/primitives/layout/Text/Text';
import { Link } from '../src/primitives/navigation/Link/Link';

// Shared content of the template stories (not exported by the kit).

/** The footer every app shows: the legal links and a line about the service. */
export function LegalFooter() {
  return (
    <>
      <Text size="sm" tone="muted">
        Advisory services by Cairn Advisers LLC, an SEC-registered investment adviser.
      </Text>
      <nav aria-label="Legal">
        <Inline as="ul" space="16">
          <Link href="/terms-and-conditions" variant="standalone">
            Terms of Use
          </Link>
          <Link href="/privacy-policy" variant="standalone">
            Privacy Policy
          </Link>
        </Inline>
      </nav>
    </>
  );
}

/** Checks the page's landmarks: one banner, navigation(s), one main, one contentinfo. */
export async function expectLandmarks(canvasElement: HTMLElement, navigations: readonly string[]) {
  const canvas = within(canvasElement);
  await expect(canvas.getAllByRole('banner')).toHaveLength(1);
  await expect(canvas.getAllByRole('main')).toHaveLength(1);
  await expect(canvas.getAllByRole('contentinfo')).toHaveLength(1);
  for (const name of navigations) await expect(canvas.getByRole('navigation', { name })).toBeVisible();
  // The skip link is first and leads to main.
  const skip = canvasElement.querySelector('a') as HTMLAnchorElement;
  await expect(skip).toHaveTextContent('Skip to content');
  await expect(skip.getAttribute('href')).toBe(`#${canvas.getByRole('main').id}`);
}
