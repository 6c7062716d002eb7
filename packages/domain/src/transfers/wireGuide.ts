/**
 * The USD wire deposit guide (doc 2 §2 "Fiat deposit"): steps 0 to 3, linear with Back and Next;
 * the last step shows the wire details with the reference code. Any other step is the internal
 * error 'invalid wire transfer wizard step' (doc 2 §8).
 */
import { InternalError, internalErrorMessages } from '../errors/catalogue';

/** The guide's steps, 0 to 3. */
export const WIRE_GUIDE_STEPS = [0, 1, 2, 3] as const;

/** A step of the wire guide. */
export type WireGuideStep = (typeof WIRE_GUIDE_STEPS)[number];

/** The step a value names; throws the internal error 'invalid wire transfer wizard step' otherwise. */
export function parseWireGuideStep(value: unknown): WireGuideStep {
  if (WIRE_GUIDE_STEPS.includes(value as WireGuideStep)) return value as WireGuideStep;
  throw new InternalError(internalErrorMessages.invalidWireTransferWizardStep, value);
}

/**
 * Where Next or Back leads from a step: another step, `'DONE'` after the last step's Done, or
 * `'CLOSE'` from Back on the first step (the Transfer flow returns to the method choice).
 */
export function wireGuideNavigation(
  step: number,
  direction: 'NEXT' | 'BACK',
): WireGuideStep | 'DONE' | 'CLOSE' {
  const current = parseWireGuideStep(step);
  if (direction === 'NEXT') return current === 3 ? 'DONE' : ((current + 1) as WireGuideStep);
  return current === 0 ? 'CLOSE' : ((current - 1) as WireGuideStep);
}

/** The wire details (doc 2 §3 `wire_deposit_details`); `memo` is the reference code. */
export interface WireDepositDetailsValues {
  readonly bank: string;
  readonly bank_address?: string | null | undefined;
  readonly bank_routing_number: string;
  readonly bank_account_number: string;
  readonly account_name?: string | null | undefined;
  readonly memo: string;
}

/** A line of the wire details, by the name the app labels it with. */
export type WireDetailsKey =
  | 'bank'
  | 'bankAddress'
  | 'routingNumber'
  | 'accountNumber'
  | 'accountName'
  | 'referenceCode';

/** One line of the wire details. */
export interface WireDetailsRow {
  readonly key: WireDetailsKey;
  readonly value: string;
}

/**
 * The rows of the guide's last step, in the order a bank's wire form asks for them; the reference
 * code is last and always present. Empty optional fields are left out.
 */
export function wireDetailsRows(details: WireDepositDetailsValues): WireDetailsRow[] {
  const rows: [WireDetailsKey, string | null | undefined][] = [
    ['bank', details.bank],
    ['bankAddress', details.bank_address],
    ['routingNumber', details.bank_routing_number],
    ['accountNumber', details.bank_account_number],
    ['accountName', details.account_name],
    ['referenceCode', details.memo],
  ];
  return rows
    .filter(([key, value]) => key === 'referenceCode' || (value ?? '').trim() !== '')
    .map(([key, value]) => ({ key, value: value ?? '' }));
}
