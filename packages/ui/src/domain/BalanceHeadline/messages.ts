/** The words of `BalanceHeadline`. */
export interface BalanceHeadlineMessages {
  /** The label over the figure (doc 2 §2 'Total Balance'). */
  readonly title: string;
  /** The change lines' group name. */
  readonly changes: string;
  /** What a screen reader hears before a gain or a loss ('Gain $1,204.10'). */
  readonly gain: string;
  readonly loss: string;
}

/** 'Total Balance' is doc 2 §2's; the group's name and 'Gain' / 'Loss' are the project's wording. */
export const defaultBalanceHeadlineMessages: BalanceHeadlineMessages = {
  title: 'Total Balance',
  changes: 'Change in balance, deposits and withdrawals left out',
  gain: 'Gain',
  loss: 'Loss',
};
