/** The words both file controls (`FilePicker`, `FileUpload`) say around their drop zone. */
export interface FileChoiceMessages {
  /** The choose button while no file is chosen (named with the control's label after it). */
  readonly choose: string;
  /** The choose button once a file is chosen or uploaded. */
  readonly replace: string;
  /** Before the choose button, inside the drop zone. */
  readonly dropHint: string;
  /** The drop zone's accessible name. */
  readonly dropZoneLabel: string;
}

export const defaultFileChoiceMessages: FileChoiceMessages = {
  choose: 'Choose file',
  replace: 'Replace file',
  dropHint: 'Drag a file here, or',
  dropZoneLabel: 'Drop or paste a file here',
};
