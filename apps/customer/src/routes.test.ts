import { routesOf } from '@cairn/domain';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_PAGES } from './routes';

// The route folders are found at build time, so typecheck cannot see a route without its page:
// this does (and `everyPage` refuses to start the app without one).
describe("the investor app's route table", () => {
  it('renders every page of the manifest, in its order, once', () => {
    expect(CUSTOMER_PAGES.map((page) => page.path)).toEqual(
      routesOf('customer')
        .filter((entry) => entry.redirectTo === undefined)
        .map((entry) => entry.path),
    );
  });
});
