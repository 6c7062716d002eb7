/**
 * The six-step tutorial over the side navigation (doc 2 §2 "Side navigation", §7): shown while
 * `requires_tutorial` is true; Start on the last step completes it and sets the flag to false. Its
 * steps and words are the investor app's (`apps/customer/src/shell/tutorial.ts`).
 */

/** The body of `PATCH /user/requires-tutorial` once the tutorial is completed. */
export const TUTORIAL_COMPLETED_PAYLOAD = { requires_tutorial: false } as const;
