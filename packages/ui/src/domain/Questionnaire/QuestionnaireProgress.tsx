import { cx } from '../../utils/cx';
import { defaultQuestionnaireMessages, type QuestionnaireMessages } from './messages';
import * as styles from './Questionnaire.css';

export interface QuestionnaireProgressProps {
  /** The current page, counted from 1. */
  page: number;
  /** How many pages the questionnaire has. */
  total: number;
  /** Replaces the line's words (`progress`, 'Page 1 of 4'). */
  messages?: Partial<QuestionnaireMessages>;
  /** Merged last onto the root. */
  className?: string;
}

/**
 * Where a questionnaire's reader is (doc 1 §2.6): 'Page 2 of 4' above a bar of one segment a page,
 * the pages up to the current one filled. The bar repeats the sentence for the eye only; screen
 * readers read the sentence.
 *
 * Selectors: each segment `[data-done]` once reached.
 */
export function QuestionnaireProgress({ page, total, messages, className }: QuestionnaireProgressProps) {
  const t = { ...defaultQuestionnaireMessages, ...messages };
  return (
    <div className={cx(styles.header, className)}>
      <p className={styles.progress}>{t.progress(page, total)}</p>
      <div className={styles.segments} aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments are the pages by position
          <span key={index} className={styles.segment} data-done={index < page || undefined} />
        ))}
      </div>
    </div>
  );
}
