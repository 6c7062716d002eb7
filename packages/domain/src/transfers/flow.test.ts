import { describe, expect, it } from 'vitest';
import { TRANSFER_FLOW_CLOSED, type TransferFlowEvent, type TransferFlowState, transferFlow } from './flow';

const run = (events: TransferFlowEvent[], from: TransferFlowState = TRANSFER_FLOW_CLOSED) =>
  events.reduce(transferFlow, from);

describe('transferFlow (doc 2 §2 Transfer flow)', () => {
  it('goes Transfer, Deposit, Wire into the wire guide', () => {
    expect(
      run([
        { type: 'OPEN', intent: 'DEPOSIT' },
        { type: 'CHOOSE_METHOD', method: 'FIAT' },
      ]),
    ).toEqual({
      step: 'FLOW',
      intent: 'DEPOSIT',
      method: 'FIAT',
    });
  });
  it('shows the in-kind info/confirm step before a crypto wizard', () => {
    const info = run([
      { type: 'OPEN', intent: 'WITHDRAW' },
      { type: 'CHOOSE_METHOD', method: 'CRYPTO' },
    ]);
    expect(info).toEqual({ step: 'IN_KIND_INFO', intent: 'WITHDRAW' });
    expect(transferFlow(info, { type: 'CONFIRM_IN_KIND' })).toEqual({
      step: 'FLOW',
      intent: 'WITHDRAW',
      method: 'CRYPTO',
    });
  });
  it.each<[TransferFlowState, TransferFlowState]>([
    [
      { step: 'FLOW', intent: 'WITHDRAW', method: 'FIAT' },
      { step: 'METHOD', intent: 'WITHDRAW' },
    ],
    [
      { step: 'FLOW', intent: 'DEPOSIT', method: 'CRYPTO' },
      { step: 'METHOD', intent: 'DEPOSIT' },
    ],
    [
      { step: 'IN_KIND_INFO', intent: 'DEPOSIT' },
      { step: 'METHOD', intent: 'DEPOSIT' },
    ],
    [{ step: 'METHOD', intent: 'DEPOSIT' }, { step: 'CLOSED' }],
    [{ step: 'CLOSED' }, { step: 'CLOSED' }],
  ])('closing %j returns to %j, keeping the intent', (from, to) => {
    expect(transferFlow(from, { type: 'CLOSE' })).toEqual(to);
  });
  it('ends on completion', () => {
    expect(transferFlow({ step: 'FLOW', intent: 'DEPOSIT', method: 'FIAT' }, { type: 'COMPLETE' })).toEqual(
      TRANSFER_FLOW_CLOSED,
    );
  });
  it('ignores events that do not apply', () => {
    expect(transferFlow(TRANSFER_FLOW_CLOSED, { type: 'CHOOSE_METHOD', method: 'FIAT' })).toBe(
      TRANSFER_FLOW_CLOSED,
    );
    const method: TransferFlowState = { step: 'METHOD', intent: 'DEPOSIT' };
    expect(transferFlow(method, { type: 'CONFIRM_IN_KIND' })).toBe(method);
  });
});
