import type { ReactNode } from 'react';
import { RadioButton, RadioField, Text } from 'react-aria-components';
import { Badge } from '../../feedback/Badge/Badge';
import { RadioGroup, type RadioGroupProps } from '../RadioGroup/RadioGroup';
import { dot } from '../RadioGroup/RadioGroup.css';
import * as styles from './ChoiceCards.css';

/** The badge of an option that is shown but cannot be chosen yet (doc 1 §1: the Advisor type). */
export const COMING_SOON_LABEL = 'Coming Soon';

/** One card. */
export interface ChoiceCardOption {
  /** The value reported by `onChange`. */
  readonly value: string;
  /** The card's title, its accessible name. */
  readonly title: string;
  /** A short text under the title, read as the option's description. */
  readonly description?: ReactNode;
  /** Further content (estimated time, Overview / Who you are / Features). */
  readonly content?: ReactNode;
  /** Disabled without a badge. */
  readonly isDisabled?: boolean;
  /** Disabled with a 'Coming Soon' badge read with the title. */
  readonly isComingSoon?: boolean;
}

export interface ChoiceCardsProps extends Omit<RadioGroupProps, 'children' | 'optionsClassName'> {
  /** The cards, in order. */
  options: readonly ChoiceCardOption[];
}

/**
 * Radio options drawn as cards with title, description and extra content, e.g. the account type
 * at self-identification (doc 1 §2.2). A whole card selects; arrows move between the cards that
 * are enabled. An `isComingSoon` option is disabled and carries a 'Coming Soon' badge.
 *
 * Selectors: those of `RadioGroup`; on a card `[data-selected]`, `[data-disabled]`,
 * `[data-invalid]`; on its label `[data-hovered]`, `[data-pressed]`, `[data-focus-visible]`.
 */
export function ChoiceCards({ options, ...props }: ChoiceCardsProps) {
  return (
    <RadioGroup {...props} optionsClassName={styles.cards}>
      {options.map((option) => (
        <RadioField
          key={option.value}
          value={option.value}
          isDisabled={(option.isDisabled ?? false) || (option.isComingSoon ?? false)}
          className={styles.card}
        >
          <RadioButton className={styles.cardButton}>
            <span className={dot} aria-hidden="true" />
            <span className={styles.title}>{option.title}</span>
            {option.isComingSoon && <Badge>{COMING_SOON_LABEL}</Badge>}
          </RadioButton>
          {option.description !== undefined && (
            <Text slot="description" className={styles.description}>
              {option.description}
            </Text>
          )}
          {option.content !== undefined && <div className={styles.content}>{option.content}</div>}
        </RadioField>
      ))}
    </RadioGroup>
  );
}
