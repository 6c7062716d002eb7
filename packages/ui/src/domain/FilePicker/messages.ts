import { defaultFileChoiceMessages, type FileChoiceMessages } from '../private/fileChoiceMessages';

/** The words of `FilePicker`. */
export interface FilePickerMessages extends FileChoiceMessages {
  /** The button that removes the chosen file (named with the control's label after it). */
  readonly remove: string;
}

export const defaultFilePickerMessages: FilePickerMessages = {
  ...defaultFileChoiceMessages,
  remove: 'Remove file',
};
