/**
 * The Transfer flow (doc 2 §2 "Transfer flow"): Transfer, then Deposit or Withdraw, then the
 * method, fiat (Wire) or in-kind (Crypto). An in-kind transfer first shows an info/confirm step.
 * Closing any step of a method returns to the method choice, keeping the Deposit or Withdraw
 * intent; closing the method choice ends the flow.
 */

/** What the user wants to do. */
export type TransferIntent = 'DEPOSIT' | 'WITHDRAW';

/** How: fiat (USD wire) or in-kind (crypto). */
export type TransferMethod = 'FIAT' | 'CRYPTO';

/** Where the Transfer flow is. */
export type TransferFlowState =
  | { readonly step: 'CLOSED' }
  | { readonly step: 'METHOD'; readonly intent: TransferIntent }
  /** The in-kind info/confirm step before the crypto wizard. */
  | { readonly step: 'IN_KIND_INFO'; readonly intent: TransferIntent }
  /** The method's own flow: the wire guide, the fiat withdrawal, or a crypto wizard. */
  | { readonly step: 'FLOW'; readonly intent: TransferIntent; readonly method: TransferMethod };

/** What moves the Transfer flow. */
export type TransferFlowEvent =
  | { readonly type: 'OPEN'; readonly intent: TransferIntent }
  | { readonly type: 'CHOOSE_METHOD'; readonly method: TransferMethod }
  | { readonly type: 'CONFIRM_IN_KIND' }
  | { readonly type: 'CLOSE' }
  /** The method's flow finished (Done, Success, or a full withdrawal that leads to /account). */
  | { readonly type: 'COMPLETE' };

/** The flow before Transfer is used. */
export const TRANSFER_FLOW_CLOSED: TransferFlowState = { step: 'CLOSED' };

/**
 * The next state of the Transfer flow. Events that make no sense where the flow is (choosing a
 * method while closed, confirming the info step from the method choice) leave it unchanged.
 */
export function transferFlow(state: TransferFlowState, event: TransferFlowEvent): TransferFlowState {
  switch (event.type) {
    case 'OPEN':
      return { step: 'METHOD', intent: event.intent };
    case 'COMPLETE':
      return TRANSFER_FLOW_CLOSED;
    case 'CLOSE':
      return state.step === 'CLOSED' || state.step === 'METHOD'
        ? TRANSFER_FLOW_CLOSED
        : { step: 'METHOD', intent: state.intent };
    case 'CHOOSE_METHOD':
      if (state.step !== 'METHOD') return state;
      return event.method === 'CRYPTO'
        ? { step: 'IN_KIND_INFO', intent: state.intent }
        : { step: 'FLOW', intent: state.intent, method: 'FIAT' };
    case 'CONFIRM_IN_KIND':
      return state.step === 'IN_KIND_INFO' ? { step: 'FLOW', intent: state.intent, method: 'CRYPTO' } : state;
  }
}
