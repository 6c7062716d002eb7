import {
  type AnswerValue,
  type GivenAnswers,
  isFinalPage,
  isPageComplete,
  type Questionnaire,
  type QuestionnairePage,
} from '@cairn/domain';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

export interface QuestionnairePaging {
  /** The page shown, from 0, and the page itself (`undefined` past the last). */
  index: number;
  page: QuestionnairePage | undefined;
  /** The answers given so far. */
  answers: GivenAnswers;
  /** Whether every question of the page is answered, and whether it is the last page. */
  complete: boolean;
  final: boolean;
  /** Shows another page and moves focus to its title. */
  goTo: (page: number) => void;
  /** The props `QuestionnaireStep` takes from here: the page, its place, the answers, the title's ref. */
  stepProps: {
    pageNumber: number;
    pageCount: number;
    answers: GivenAnswers;
    onAnswer: (questionId: QuestionnairePage['questions'][number]['id'], value: AnswerValue) => void;
    headingRef: RefObject<HTMLHeadingElement | null>;
  };
}

/**
 * A questionnaire being answered (doc 1 §2.6): the page shown, the answers (from `initial`), and
 * whether the page is complete and the last. A page reached by `goTo` takes focus at its title, so
 * keyboard and screen-reader users start at its top; the first page, shown on arrival, does not
 * steal focus.
 */
export function useQuestionnairePaging(
  questionnaire: Questionnaire,
  initial: () => GivenAnswers,
): QuestionnairePaging {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<GivenAnswers>(initial);
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
  const onAnswer = useCallback((questionId: string, value: AnswerValue) => {
    setAnswers((current) => ({ ...current, [questionId]: value }));
  }, []);
  const page = questionnaire.pages[index];
  return {
    index,
    page,
    answers,
    complete: page !== undefined && isPageComplete(page, answers),
    final: isFinalPage(questionnaire, index),
    goTo,
    stepProps: {
      pageNumber: index + 1,
      pageCount: questionnaire.pages.length,
      answers,
      onAnswer,
      headingRef,
    },
  };
}
