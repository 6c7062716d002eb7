import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

export interface QuestionnairePaging {
  /** The page shown, from 0. */
  index: number;
  /** Shows another page and moves focus to its title. */
  goTo: (page: number) => void;
  /** Give it to `QuestionnaireStep`'s `headingRef`. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * Which page of a questionnaire is shown. A page reached by `goTo` takes focus at its title, so
 * keyboard and screen-reader users start at its top; the first page, shown on arrival, does not
 * steal focus.
 */
export function useQuestionnairePaging(): QuestionnairePaging {
  const [index, setIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);
  const goTo = useCallback((page: number) => {
    moved.current = true;
    setIndex(page);
  }, []);
  return { index, goTo, headingRef };
}
