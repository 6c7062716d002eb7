/** The words a screen reader hears before a change, so its direction is never only a colour or an arrow. */
export interface DeltaMessages {
  /** Before a positive change. */
  increase: string;
  /** Before a negative change. */
  decrease: string;
}

export const deltaMessages: DeltaMessages = {
  increase: 'Up',
  decrease: 'Down',
};

/** The words for a change of money that is a gain or a loss (an estimated gain, a realised loss). */
export const gainLossMessages: DeltaMessages = {
  increase: 'Gain',
  decrease: 'Loss',
};
