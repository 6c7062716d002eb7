// Every control of the kit is at least this high (issue 30: controls 36–40 px): buttons of every
// size, pills, segments, fields, the icon buttons of dialogs, banners and toasts, and the labels of
// checkboxes, radios and switches (their hit area). A control whose compact look matters (a table
// row's pill) keeps its look and gets this height as its hit area.

/** The least height of a control: 36 px at the default 16 px root. */
export const CONTROL_MIN_HEIGHT = '2.25rem';
