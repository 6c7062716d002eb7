/**
 * The checkboxes of the transfer wizards (doc 2 §5): "Notices must be acknowledged before
 * Continue; the submit step needs a confirmation checkbox." Also the wallet steps' whole forms.
 */
import { z } from 'zod';
import { mustBeChecked } from '../identity/fieldRules';
import { destinationWalletSchema, sendingWalletSchema } from '../withdrawal/forms';

/** The wizards' checkbox messages (doc 2 §5), emitted by the schemas below and the deactivation reason. */
export const confirmationMessages = {
  noticeAcknowledgementRequired: 'Please acknowledge the notice to continue',
  submissionConfirmationRequired: 'Please confirm the details to submit',
  deactivationReasonRequired: 'Please select a reason for leaving',
} as const;

/** A notice's acknowledgement: the box must be ticked before Continue. */
export const noticeAcknowledgementSchema = z.object({
  noticeAcknowledged: mustBeChecked(confirmationMessages.noticeAcknowledgementRequired),
});

/** Values of {@link noticeAcknowledgementSchema}. */
export type NoticeAcknowledgementValues = z.input<typeof noticeAcknowledgementSchema>;

/** The submit step's confirmation: the box must be ticked before Submit. */
export const submissionConfirmationSchema = z.object({
  submissionConfirmed: mustBeChecked(confirmationMessages.submissionConfirmationRequired),
});

/** Values of {@link submissionConfirmationSchema}. */
export type SubmissionConfirmationValues = z.input<typeof submissionConfirmationSchema>;

/**
 * The crypto deposit's sending wallet step (doc 2 §4): the wallet form, the notice acknowledged and
 * the details confirmed, as the sending address payload carries both.
 */
export const sendingWalletStepSchema = sendingWalletSchema
  .extend(noticeAcknowledgementSchema.shape)
  .extend(submissionConfirmationSchema.shape);

/** Values of {@link sendingWalletStepSchema}. */
export type SendingWalletStepValues = z.input<typeof sendingWalletStepSchema>;

/** The crypto withdrawal's destination step (doc 2 §4): the wallet form and the notice acknowledged. */
export const destinationWalletStepSchema = destinationWalletSchema.extend(noticeAcknowledgementSchema.shape);

/** Values of {@link destinationWalletStepSchema}. */
export type DestinationWalletStepValues = z.input<typeof destinationWalletStepSchema>;
