import type { AnswerValue, GivenAnswers, QuestionnairePage } from '@cairn/domain';
import type { ReactNode, Ref } from 'react';
import { Stack } from '../../primitives/layout/Stack/Stack';
import { Heading } from '../../primitives/layout/Text/Text';
import type { QuestionnaireMessages } from './messages';
import { QuestionField } from './QuestionField';
import * as styles from './Questionnaire.css';
import { QuestionnaireProgress } from './QuestionnaireProgress';

export interface QuestionnaireStepProps {
  /** The page shown, from the domain's questionnaire definitions. */
  page: QuestionnairePage;
  /** Its place, from 1, and the questionnaire's number of pages ('Page 2 of 4'). */
  pageNumber: number;
  pageCount: number;
  /** The answers given so far, by question id. */
  answers: GivenAnswers;
  /** Called with a question's id and its new answer. */
  onAnswer: (questionId: QuestionnairePage['questions'][number]['id'], value: AnswerValue) => void;
  /** The page title's outline level: 2 on a page of its own, 3 inside a dialog or a card. */
  headingLevel: 2 | 3;
  /** Receives the title, to move focus to it when the page changes. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** `regular` on a page of its own; `compact` inside a dialog. @default 'regular' */
  density?: 'regular' | 'compact';
  /** The page's buttons (Back, Continue, Submit), under the questions. */
  actions: ReactNode;
  /** Replaces some of the parts' words: `progress` ('Page 1 of 4'), `choose` (a dropdown's placeholder). */
  messages?: Partial<QuestionnaireMessages>;
  /**
   * Draws the page's progress ('Page 2 of 4' over its bar); off where the frame already counts the
   * pages (the onboarding stepper's line), so one counter shows. Off, the page's title is set as a
   * small muted label over its questions, so under the frame's own title the page reads in two
   * levels (title, then questions), not three. @default true
   */
  showProgress?: boolean;
}

const SPACE = {
  regular: { page: '32', header: '16' },
  compact: { page: '24', header: '12' },
} as const;

/**
 * One page of a questionnaire (doc 1 §2.6, doc 2 §2 Account preferences): the progress ('Page 2
 * of 4' over its bar), the page's title, its questions, then the buttons the caller gives. The
 * onboarding's questionnaire steps and Account's re-submission draw their pages with it.
 */
export function QuestionnaireStep({
  page,
  pageNumber,
  pageCount,
  answers,
  onAnswer,
  headingLevel,
  headingRef,
  density = 'regular',
  actions,
  messages,
  showProgress = true,
}: QuestionnaireStepProps) {
  const space = SPACE[density];
  return (
    <Stack space={space.page}>
      <Stack space={space.header}>
        {showProgress ? (
          <QuestionnaireProgress page={pageNumber} total={pageCount} {...(messages ? { messages } : {})} />
        ) : null}
        <Heading
          level={headingLevel}
          {...(headingRef ? { headingRef } : {})}
          {...(showProgress ? {} : { className: styles.pageLabel })}
        >
          {page.title}
        </Heading>
      </Stack>
      <Stack key={page.id} space={space.page}>
        {page.questions.map((question) => (
          <QuestionField
            key={question.id}
            question={question}
            value={answers[question.id]}
            onChange={(value) => onAnswer(question.id, value)}
            {...(messages ? { messages } : {})}
          />
        ))}
      </Stack>
      {actions}
    </Stack>
  );
}

export type { QuestionnaireMessages } from './messages';
