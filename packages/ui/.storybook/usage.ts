/**
 * Usage guidance for each component's docs page, shown under its description (`docs.tsx`): when to
 * use it, when to reach for something else, one thing to do and one not to. Kept here, by the
 * story title of the component's page, rather than in each story file: one place to read and
 * review the kit's guidance side by side. The docs test (`docs-pages.spec.ts`) fails when a page
 * under Primitives or Domain has none, or when an entry names a page that does not exist.
 * Markdown: `code` and **bold** render.
 */
export interface UsageGuidance {
  /** When to use the component. */
  use: string;
  /** When not to, and what to use instead. */
  avoid: string;
  /** One thing to do. */
  do: string;
  /** One thing not to do. */
  dont: string;
}

/**
 * Pages with no guidance on purpose (story-only pages). The four components with no consumer that once
 * stood here (Tabs, WithAside, AllocationChart, FormChoiceCards) left the kit (decisions, "The kit's
 * public surface").
 */
export const WITHOUT_GUIDANCE: readonly string[] = [];

export const USAGE: Readonly<Record<string, UsageGuidance>> = {
  'Primitives/Foundations/Brand': {
    use: "Cairn's mark and wordmark in a header, a footer or a sign-in card; `href` makes it the link home.",
    avoid: "Another product's logo, or decoration inside content: it names the app, once per page region.",
    do: 'Use `variant="mark"` where space is tight and the name is said elsewhere (a collapsed navigation).',
    dont: "Don't resize it with CSS: pick `size` `sm`, `md` or `lg` so the mark stays on the pixel grid.",
  },
  'Primitives/Foundations/Icon': {
    use: "Any lucide icon in the kit's sizes and the current text colour, beside words or as an icon-only status.",
    avoid: 'An icon-only button: use `Button` with an `aria-label` and the icon as its child.',
    do: 'Leave `label` out when text beside the icon already says what it means (decorative).',
    dont: "Don't let an icon carry meaning alone without a `label`, and never by colour alone.",
  },
  'Primitives/Foundations/Image': {
    use: 'Content images from a URL (an asset logo, a document preview): a generic image stands in when the URL is empty or fails.',
    avoid: 'Icons (use `Icon`) or purely decorative backgrounds (CSS).',
    do: 'Always give `alt` describing the picture, or `alt=""` when it is decoration next to its caption.',
    dont: "Don't omit `width` and `height`: the page would shift as the image loads.",
  },
  'Primitives/Foundations/VisuallyHidden': {
    use: 'Text for screen readers only: a label for a figure whose meaning is visual, a heading a landmark needs.',
    avoid: 'Hiding content from everyone (render nothing) or from screen readers only (`aria-hidden`).',
    do: 'Use it to complete a visible label (`Sort by <VisuallyHidden>date</VisuallyHidden>`).',
    dont: "Don't hide focusable controls in it: keyboard users would land on something they cannot see.",
  },
  'Primitives/Layout/Box': {
    use: 'The base element of the layout primitives: padding, gap, background and radius from the tokens as atomic classes.',
    avoid:
      'Page structure that `Stack`, `Inline`, `Columns` or `Card` already express: reach for those first.',
    do: "Pass responsive values (`padding={{ mobile: '16', desktop: '32' }}`) instead of writing media queries.",
    dont: "Don't add margins with `style` or `className`: spacing belongs to the parent's `space`.",
  },
  'Primitives/Layout/Card': {
    use: 'A surface grouping one topic: a title, an optional description and actions, content below.',
    avoid: 'Whole-page sections (use `Section`) or a single row in a list (use `RowList`).',
    do: 'Keep one primary action per card, in `actions`.',
    dont: "Don't nest cards inside cards: use `Stack` with `dividers` inside one card.",
  },
  'Primitives/Layout/Columns': {
    use: 'Side-by-side content with set widths (`1/2`, `1/3`, `content`, `fill`) that stacks on narrow screens.',
    avoid: 'Form fields in a row (use `FieldRow`) or a wrapping set of chips or buttons (use `Inline`).',
    do: "Set `collapseBelow` to where the columns stop fitting, so small screens get one column; `'wide'` (1600 px) for a rail that only pays beside content wider than the measure (a detail page's About and facts).",
    dont: "Don't rely on column order for meaning: on mobile the columns stack in source order.",
  },
  'Primitives/Layout/DescriptionList': {
    use: "Read-only term and value pairs: account details, a transfer's summary, settings.",
    avoid: 'Editable values (use form fields) or data with several columns to compare (use `Table`).',
    do: 'Right-align numeric values so amounts line up.',
    dont: "Don't put more than one action per group: a long list of Edit links reads as noise.",
  },
  'Primitives/Layout/EmptyState': {
    use: 'A region with nothing to show yet: an icon, one sentence and the action that fills it.',
    avoid: "Errors (use `Banner` or `LoadState`'s error) or loading (use `Skeleton`).",
    do: "Offer the action that fills the region ('Add a beneficiary').",
    dont: "Don't write a paragraph: one sentence says what is missing.",
  },
  'Primitives/Layout/FieldRow': {
    use: 'Two or three short related fields on one line in a form (city, state, zip).',
    avoid: 'Long fields or unrelated ones: a form reads best as one column.',
    do: "Give `widths` so each field's width matches its expected input.",
    dont: "Don't put more than three fields in a row; they stack on narrow screens anyway.",
  },
  'Primitives/Layout/InfoStep': {
    use: 'A flow step that only informs (a rule to keep, an intro before a wizard): icon, lead sentence, detail.',
    avoid: 'Steps that ask for input (use the form fields) or notices beside other content (use `Banner`).',
    do: 'Put the rule in the lead and follow it with the fact it is about (a name, a code to copy).',
    dont: "Don't stack several in one step: one step, one message.",
  },
  'Primitives/Layout/Inline': {
    use: 'A horizontal group that wraps: buttons, chips, badges, filter controls.',
    avoid: 'Fixed-width columns (use `Columns`) or vertical flow (use `Stack`).',
    do: 'Use `collapseBelow` when the items must stack on a phone rather than wrap.',
    dont: "Don't put spaces or margins between the children: `space` sets the gap.",
  },
  'Primitives/Layout/PageHeader': {
    use: 'The top of a page: its title, a one-line description, the primary action and a back link.',
    avoid: 'Headings inside a page (use `Heading` in a `Section`).',
    do: "Put the page's one primary action in `primaryAction` and quieter ones in `secondaryActions`.",
    dont: "Don't put more than one primary action: the page has one main thing to do.",
  },
  'Primitives/Layout/RowList': {
    use: 'A list of similar rows with an action each: accounts, documents, beneficiaries.',
    avoid: 'Data to sort or compare across columns (use `Table`).',
    do: "Keep each row's main label first and its action last, the same on every row.",
    dont: "Don't mix rows of different kinds in one list.",
  },
  'Primitives/Layout/Section': {
    use: 'A titled part of a page with its own heading level.',
    avoid: 'Visual grouping without a heading (use `Card` or `Stack`).',
    do: 'Keep heading levels in order: a `Section` under the page title is level 2.',
    dont: "Don't skip heading levels to get a smaller font: use `Text` sizes for that.",
  },
  'Primitives/Layout/Stack': {
    use: 'Vertical flow with even spacing from the scale, optionally with dividers between items.',
    avoid: 'Horizontal groups (use `Inline`) or a grid (use `Columns`).',
    do: "Set `space` from the scale (`'16'`, `'24'`) and let the stack space its children; give short content (settings cards, a two- or three-column table, a state panel) `measure`, so it keeps 976 px on the title's edge at any window.",
    dont: "Don't wrap each child in a div with a margin to tune spacing.",
  },
  'Primitives/Layout/Text': {
    use: 'Body text, headings and figures in the type scale, with tones such as `muted`.',
    avoid: 'Raw `<p>` or `<span>` with font styles: they drift from the scale.',
    do: 'Use `Figure` for amounts: tabular digits, gain or loss with sign and colour.',
    dont: "Don't pick a heading level for its size: use `Heading`'s `level` for structure.",
  },
  'Primitives/Layout/Toolbar': {
    use: 'Filters on the left and actions on the right above a table or list.',
    avoid: 'Page-level actions (use `PageHeader`).',
    do: 'Keep the controls few and labelled; they wrap on narrow screens.',
    dont: "Don't put the form's submit button in a toolbar.",
  },
  'Primitives/Controls/Button': {
    use: 'An action on the page: submit, save, open a dialog. `variant` sets the emphasis, `tone="danger"` marks a destructive action.',
    avoid: 'Navigation to another page (use `LinkButton` or `Link`).',
    do: "Write the label as a verb for what happens ('Save changes'), and set `isPending` while the action runs.",
    dont: "Don't disable a button without saying why: give `disabledReason`, or keep it enabled and explain on press.",
  },
  'Primitives/Controls/Checkbox': {
    use: 'One independent yes/no choice, or agreeing to terms, submitted with a form.',
    avoid: 'A setting that applies at once (use `Switch`) or one choice among several (use `RadioGroup`).',
    do: 'Write the label as the statement being agreed to.',
    dont: "Don't use a checkbox to trigger an action immediately.",
  },
  'Primitives/Controls/ChoiceCards': {
    use: 'A single choice among a few options that each need a title and a sentence of explanation.',
    avoid: 'Many options or short labels (use `RadioGroup` or `Select`).',
    do: 'Keep the cards the same height and their descriptions short.',
    dont: "Don't put links or buttons inside a card: the whole card is the choice.",
  },
  'Primitives/Controls/ColorModeSwitch': {
    use: "Letting the user switch between dark and light in the app's header or settings.",
    avoid: 'Apps that follow the system only: `ThemeProvider defaultMode="system"` needs no switch.',
    do: "Place it once, where settings live (the header's actions).",
    dont: "Don't add a second switch elsewhere on the same page.",
  },
  'Primitives/Controls/CopyButton': {
    use: 'Copying a value the user needs elsewhere: an access code, an account number, a key.',
    avoid: "Copying long text (let the user select it) or sharing (use the platform's share).",
    do: "Set `what` so the button's name says what it copies ('Copy access code').",
    dont: "Don't hide the value: show it beside the button so it can be read and checked.",
  },
  'Primitives/Controls/MultiSelect': {
    use: 'Choosing several options from a long, searchable list (assets, states).',
    avoid: 'Few options (use checkboxes) or one choice (use `Select`).',
    do: 'Show the chosen items as chips the user can remove.',
    dont: "Don't use it for options the user must compare side by side.",
  },
  'Primitives/Controls/NumberField': {
    use: 'A plain number with optional steppers: a count, a whole percentage.',
    avoid:
      'Money or exact decimals (use `MoneyInput` or `QuantityInput`), or identifiers such as a zip code (use `TextField`).',
    do: 'Set `minValue`, `maxValue` and `step` so the steppers and keyboard respect the rule.',
    dont: "Don't use it for numbers that are really codes (phone, SSN): they are not quantities.",
  },
  'Primitives/Controls/PasswordField': {
    use: 'Entering or creating a password, with a show/hide toggle.',
    avoid: 'Codes sent by text or email (use `VerificationCode`).',
    do: 'Set `autoComplete` (`current-password` or `new-password`) so password managers help.',
    dont: "Don't block pasting: it breaks password managers.",
  },
  'Primitives/Controls/PillButton': {
    use: 'A compact toggle among a few related filters or options shown as pills.',
    avoid: 'Primary actions (use `Button`) or navigation (use `Pills` or `ViewSwitch`).',
    do: 'Keep pill labels to one or two words.',
    dont: "Don't mix pills and buttons in one group.",
  },
  'Primitives/Controls/RadioGroup': {
    use: 'One choice among two to six options that should all be visible.',
    avoid: 'Many options (use `Select`) or options needing a sentence each (use `ChoiceCards`).',
    do: 'Order options logically and preselect only a safe default.',
    dont: "Don't use radios for independent choices (use checkboxes).",
  },
  'Primitives/Controls/PageScrollGate': {
    use: "Requiring the whole page to be scrolled to the end before a 'Continue', as for an agreement.",
    avoid: 'Short content that fits the screen: the gate would only be friction.',
    do: "Tell the user why the action waits ('Scroll to the end to continue').",
    dont: "Don't gate content that is not legally or materially required reading.",
  },
  'Primitives/Controls/ScrollGate': {
    use: 'Requiring a scrollable box (terms, a disclosure) to be read to the end before its action enables.',
    avoid: 'Content that fits without scrolling.',
    do: 'Keep the gated text in a labelled region the keyboard can scroll.',
    dont: "Don't gate ordinary help text.",
  },
  'Primitives/Controls/SearchField': {
    use: 'Filtering a list or table as the user types, with a clear button and a loading state.',
    avoid: 'Site-wide search with results pages (build that in the app).',
    do: 'Give it a visible or accessible label saying what it searches.',
    dont: "Don't fire a request on every keystroke: the field debounces for you.",
  },
  'Primitives/Controls/Select': {
    use: 'One choice from a list of more than six options, or where space is short.',
    avoid:
      'Few options that should be visible at once (use `RadioGroup`) or several choices (use `MultiSelect`).',
    do: "Write a placeholder that says what to choose ('Select a state').",
    dont: "Don't use a select for navigation between pages.",
  },
  'Primitives/Controls/Slider': {
    use: 'Choosing a value in a range where the exact number matters less than its place (a weight, a threshold).',
    avoid: 'Exact values (use `NumberField` or `QuantityInput`).',
    do: 'Show the current value as text beside the slider.',
    dont: "Don't use a slider for a range with more steps than the track has pixels.",
  },
  'Primitives/Controls/StopSlider': {
    use: 'Choosing one of a few labelled stops on a scale (risk levels, answers).',
    avoid: 'Continuous values (use `Slider`).',
    do: 'Label every stop so the choice reads without the track.',
    dont: "Don't hide the stop labels on narrow screens.",
  },
  'Primitives/Controls/Switch': {
    use: 'A setting that takes effect at once (notifications on, compact view).',
    avoid: 'A choice submitted with a form (use `Checkbox`).',
    do: "Label what the switch turns on, not its state ('Email alerts').",
    dont: "Don't pair a switch with a Save button.",
  },
  'Primitives/Controls/TextField': {
    use: 'Short free text: names, emails, addresses, with a label, a description and an error.',
    avoid: 'Long text, numbers, money, dates or codes: the kit has a field for each.',
    do: 'Set `type`, `inputMode` and `autoComplete` so phones show the right keyboard and browsers fill it.',
    dont: "Don't use the placeholder as the label: it disappears when typing.",
  },
  'Primitives/Forms/EditableList': {
    use: 'A list of items the user adds, edits and removes inside a form (beneficiaries, addresses).',
    avoid: 'A fixed set of fields (use the bindings directly).',
    do: "Show the list's total or limit when the items must add up to one.",
    dont: "Don't auto-remove an item without an undo or a confirmation.",
  },
  'Primitives/Forms/Form': {
    use: 'Any form with react-hook-form and a zod schema: submit, errors and focus handled one way.',
    avoid: 'A single search box or filter (a plain field is enough).',
    do: 'Put `FormErrorSummary` first so a failed submit lists every problem.',
    dont: "Don't validate on every keystroke: `mode: 'onTouched'` validates when a field is left.",
  },
  'Primitives/Forms/FormCheckbox': {
    use: 'A `Checkbox` bound to a boolean field of a `Form`.',
    avoid: 'Settings that apply at once (use `Switch` outside a form).',
    do: "Put the schema's message on the field so the error reads beside it.",
    dont: "Don't bind a checkbox to a non-boolean value.",
  },
  'Primitives/Forms/FormMultiSelect': {
    use: 'A `MultiSelect` bound to a `string[]` field of a `Form`.',
    avoid: 'One choice (use `FormSelect`).',
    do: 'Give the schema a minimum or maximum when the rule has one.',
    dont: "Don't keep the options' labels as values: bind ids.",
  },
  'Primitives/Forms/FormNumberField': {
    use: 'A `NumberField` bound to a number field (`null` when empty) of a `Form`.',
    avoid: 'Money and exact decimals (use `FormMoneyInput` or `FormQuantityInput`).',
    do: "Let the schema say the range; the field's `minValue`/`maxValue` mirror it.",
    dont: "Don't turn an empty field into 0: the binding keeps `null`.",
  },
  'Primitives/Forms/FormPasswordField': {
    use: 'A `PasswordField` bound to a `Form` field.',
    avoid: 'Codes (use `VerificationCode`).',
    do: "Show the password rules as the field's description.",
    dont: "Don't echo the password back in an error message.",
  },
  'Primitives/Forms/FormProblemList': {
    use: "A form's problems that belong to no single field (a total, a combination), listed where the user looks.",
    avoid: "A field's own error (the binding shows it on the field).",
    do: 'Say how to fix each problem, in the words of the rule it breaks.',
    dont: "Don't repeat field errors already shown on their fields.",
  },
  'Primitives/Forms/FormRadioGroup': {
    use: 'A `RadioGroup` bound to a `Form` field, with `toValue`/`toId` for non-string values.',
    avoid: 'Many options (use `FormSelect`).',
    do: 'Map booleans or codes with `toValue`/`toId` rather than converting on submit.',
    dont: "Don't leave a required group without a clear error when nothing is chosen.",
  },
  'Primitives/Forms/FormSelect': {
    use: 'A `Select` bound to a `Form` field, ids in and out.',
    avoid: 'Few options best shown at once (use `FormRadioGroup`).',
    do: 'Use `toValue`/`toId` to bind a boolean or a code.',
    dont: "Don't bind display labels: they change with the words.",
  },
  'Primitives/Forms/FormTextField': {
    use: 'A `TextField` bound to a string field of a `Form`, with `normalize` for typed text.',
    avoid: 'Numbers, money, dates (their own bindings).',
    do: 'Use `normalize` to keep digits only where the value is digits.',
    dont: "Don't reformat the value on submit: normalize as the user types.",
  },
  'Primitives/Forms/useSchemaForm': {
    use: "Creating a react-hook-form form from a zod schema with the kit's defaults in one call.",
    avoid: 'Forms without a schema (use `useForm` directly).',
    do: 'Pass the same schema the API contract checks, so the client and the server agree.',
    dont: "Don't duplicate the schema's rules in the fields' props.",
  },
  'Primitives/Navigation/Link': {
    use: 'Navigation within text or to another page.',
    avoid: 'Actions on the page (use `Button`); a link that looks like a button is `LinkButton`.',
    do: "Write link text that makes sense alone ('View statements').",
    dont: "Don't use 'click here' or a bare URL as the link text.",
  },
  'Primitives/Navigation/Pills': {
    use: 'Switching between a few sibling views or filters shown as pills, one selected.',
    avoid: "Page sections that need their own URLs in a header (use the app's navigation).",
    do: 'Keep the set short (two to five) and the labels parallel.',
    dont: "Don't put actions among the pills.",
  },
  'Primitives/Navigation/Stepper': {
    use: 'Showing where the user is in a fixed sequence of steps (onboarding).',
    avoid: 'Free navigation between sections (use links or `Pills`).',
    do: 'Name steps by what the user does in them.',
    dont: "Don't make the steps clickable when the order is enforced.",
  },
  'Primitives/Navigation/ViewSwitch': {
    use: 'Switching one region between two or three views of the same data (chart or table).',
    avoid: 'Different content (use separate sections or pages).',
    do: 'Keep the same data in each view, only the presentation changes.',
    dont: "Don't use it as a general tab bar.",
  },
  'Primitives/Overlays/AlertDialog': {
    use: 'Confirming a consequential action (delete, close an account): a question, confirm and cancel.',
    avoid: 'Information only (use `NoticeDialog`) or a form (use `Dialog`).',
    do: 'Say the consequence in the confirm label (\'Delete beneficiary\'), with `tone="danger"` when it destroys.',
    dont: "Don't ask 'Are you sure?' for actions that can be undone.",
  },
  'Primitives/Overlays/NoticeDialog': {
    use: 'Telling the user something they must acknowledge before going on, with one button.',
    avoid: 'Choices (use `AlertDialog`) or passing notices (use a toast).',
    do: 'Keep it to a title and a sentence or two.',
    dont: "Don't stack notices: show the most important one.",
  },
  'Primitives/Overlays/Dialog': {
    use: 'A focused task over the page: a short form, details that need a decision; title, body and footer actions.',
    avoid: 'Long flows (use a page or `Wizard`) or simple confirmations (use `AlertDialog`).',
    do: 'Give it a title that says the task and put actions in `footer`.',
    dont: "Don't open a dialog from a dialog.",
  },
  'Primitives/Overlays/Menu': {
    use: 'A list of actions from a trigger button (row actions, more options).',
    avoid: 'Navigation between pages (use links) or choosing a value (use `Select`).',
    do: 'Group related actions and put destructive ones last.',
    dont: "Don't hide the primary action in a menu.",
  },
  'Primitives/Overlays/Popover': {
    use: 'Extra non-modal content anchored to a trigger: a help note, a small form.',
    avoid: 'Content the user must act on before continuing (use `Dialog`).',
    do: 'Keep the content short and let Escape close it.',
    dont: "Don't put critical information only in a popover.",
  },
  'Primitives/Overlays/StepDialog': {
    use: 'A dialog whose task has a few steps, with back and next in the footer.',
    avoid: 'One-step tasks (use `Dialog`) or long flows (use a page).',
    do: 'Show the step count and let the user go back.',
    dont: "Don't lose what was entered when the user steps back.",
  },
  'Primitives/Overlays/Tooltip': {
    use: 'A short label for an icon-only control, or why a control is disabled.',
    avoid: 'Essential information or anything interactive (use `Popover` or visible text).',
    do: 'Keep it to a few words; it shows on hover and keyboard focus.',
    dont: "Don't put links or buttons inside a tooltip.",
  },
  'Primitives/Overlays/VideoDialog': {
    use: 'Playing a video in a dialog from a thumbnail or a link.',
    avoid: "Videos that are the page's main content (embed them in the page).",
    do: 'Give captions and a title saying what the video shows.',
    dont: "Don't autoplay, and never with sound: the reader starts the video.",
  },
  'Primitives/Overlays/Wizard': {
    use: 'A multi-step flow in one overlay with a step list, for tasks the user finishes in one sitting.',
    avoid: 'Long flows the user may leave and resume (use pages and a `Stepper`).',
    do: 'Validate each step before the next one.',
    dont: "Don't put more than five or six steps in one wizard.",
  },
  'Primitives/Figures/Money': {
    use: 'Every amount of money on a screen: balances, values, fees, prices; exact rounding, U+2212 for a negative.',
    avoid: 'A gain or a loss that should read as one (use `Delta`), or the text of a money input.',
    do: "Pass one `decimals` to every figure of a column (the domain's `unitPriceDecimals` for a price column).",
    dont: "Don't format the amount yourself and put it in a `Text`: the sign, grouping and digit widths drift.",
  },
  'Primitives/Figures/Quantity': {
    use: 'A quantity of an asset, always with its unit: "0.5 BTC".',
    avoid: 'Counts in a sentence ("3 deposits"): plain text reads better there.',
    do: 'Give a column fixed `decimals` (trades show 6) so its digits line up.',
    dont: "Don't leave the unit to a column header alone when a row can hold several assets.",
  },
  'Primitives/Figures/Percent': {
    use: 'A share or a rate that is not a change: an allocation weight, a fee, a share sold.',
    avoid: 'A return or any change: use `Delta`, which adds the sign, arrow and gain / loss colour.',
    do: 'Pass one `decimals` to a whole list, so "40.00%" stands beside "39.48%", never "40%".',
    dont: "Don't mix ratios and percent points: say `scale=\"percent\"` when the value is already ×100. Don't draw a share's bar yourself: `bar` puts it before the number, in the room the column leaves.",
  },
  'Primitives/Figures/Delta': {
    use: 'A change: a return, a gain or a loss, a balance change; sign, arrow and colour together.',
    avoid: 'A value that is not a change (a balance, a weight): use `Money` or `Percent`.',
    do: 'Pass `messages` ("Gain" / "Loss") when the figure is a gain or a loss rather than a move up or down.',
    dont: "Don't colour a figure yourself: colour alone never carries the direction.",
  },
  'Primitives/Feedback/Badge': {
    use: 'A short status or count on an item (Pending, 3 new).',
    avoid: 'Messages that need a sentence (use `Banner`) or removable filters (use `Chip`).',
    do: 'Use the tone that matches the status, and keep the word short.',
    dont: "Don't use badges as buttons or links: they are not interactive.",
  },
  'Primitives/Feedback/Banner': {
    use: 'A message about a page or section: an error, a warning, a success, information.',
    avoid: 'Passing confirmations (use a toast) or field errors (on the field).',
    do: 'Say what happened and what to do next, with an action when there is one.',
    dont: "Don't stack several banners: merge them or show the most important.",
  },
  'Primitives/Feedback/Chip': {
    use: 'A removable or selectable token: an applied filter, a chosen item.',
    avoid: 'Status (use `Badge`) or actions (use `Button`).',
    do: 'Give a remove button an accessible name that says what it removes.',
    dont: "Don't use chips for long text.",
  },
  'Primitives/Feedback/LoadState': {
    use: 'The loading, error and empty states of data that is fetched, one way everywhere.',
    avoid: 'Static content that is already on the page: nothing loads, nothing can fail.',
    do: 'Pass the retry action so an error can be recovered.',
    dont: "Don't show a spinner for a region whose shape is known: use a skeleton.",
  },
  'Primitives/Feedback/Skeleton': {
    use: 'A placeholder in the shape of content that is loading.',
    avoid: 'Actions that take time (use `isPending` on the button or a `Spinner`).',
    do: 'Match the skeleton to the final layout so nothing jumps.',
    dont: "Don't show skeletons for more than a few seconds without a message.",
  },
  'Primitives/Feedback/Spinner': {
    use: 'Progress of an action with no known shape or duration, inline.',
    avoid: 'Loading content with a known layout (use `Skeleton`).',
    do: 'Pair it with text saying what is happening.',
    dont: "Don't show several spinners at once.",
  },
  'Primitives/Feedback/Toaster': {
    use: 'Brief confirmations after an action (Saved, Copied) that need no decision.',
    avoid: 'Errors the user must act on (use `Banner` or the field) or anything with a choice.',
    do: 'Keep the message to one sentence.',
    dont: "Don't put the only copy of important information in a toast: it goes away.",
  },
  'Primitives/Data/Accordion': {
    use: 'Sections the reader opens one at a time: FAQs, optional details.',
    avoid: 'Content everyone needs (show it) or navigation.',
    do: 'Write headings that say what each section answers.',
    dont: "Don't nest accordions: the reader loses the way back.",
  },
  'Primitives/Data/CopyableDetails': {
    use: 'A list of values the user copies elsewhere (bank transfer details), each with a copy button.',
    avoid: 'Values nobody copies (use `DescriptionList`).',
    do: 'Show each value in full, readable, beside its copy button.',
    dont: "Don't truncate values the user must copy exactly.",
  },
  'Primitives/Data/Table': {
    use: 'Data with several columns to scan, sort and page: transactions, holdings.',
    avoid: 'A few items with one action each (use `RowList`) or key/value pairs (use `DescriptionList`).',
    do: 'Right-align numbers and give every column a header.',
    dont: "Don't put forms in table cells.",
  },
  'Primitives/Data/TableSkeleton': {
    use: "The loading state of a `Table`, in its columns' shape.",
    avoid: 'Tables whose data is already there.',
    do: 'Use the same columns as the table it stands for.',
    dont: "Don't leave it showing after an error: show the error.",
  },
  'Primitives/Screens/ErrorBoundary': {
    use: 'Catching a render error in a region and showing a recovery screen instead of a blank page.',
    avoid: 'Expected errors from requests (handle them in `LoadState`).',
    do: 'Wrap regions that can fail independently (a chart, a widget).',
    dont: "Don't wrap every component: one boundary per region is enough.",
  },
  'Primitives/Screens/MessageScreen': {
    use: 'A full-screen message: not found, not available, an error, with a way back.',
    avoid: 'Messages inside a page (use `Banner` or `EmptyState`).',
    do: 'Offer the next step (back, home, retry).',
    dont: "Don't show technical details to the user.",
  },
  'Primitives/Templates/AppLayout': {
    use: "The signed-in app's frame: header, side navigation, main content.",
    avoid: 'Public pages (use `PublicLayout`) or onboarding (use `OnboardingLayout`).',
    do: "Mark the current page in the navigation and keep the header's actions few.",
    dont: "Don't nest one layout inside another.",
  },
  'Primitives/Templates/OnboardingLayout': {
    use: 'Step-by-step sign-up pages: stepper, sub-step line, back link, one column.',
    avoid: 'Signed-in pages (use `AppLayout`).',
    do: 'Use `wide` only for steps with tables or side-by-side choices.',
    dont: "Don't add navigation that leaves the flow.",
  },
  'Primitives/Templates/PublicLayout': {
    use: 'Signed-out pages: sign-in, reset, marketing-adjacent pages with a brand bar and a footer.',
    avoid: 'Signed-in pages (use `AppLayout`).',
    do: 'Pick the narrowest content width the page needs.',
    dont: "Don't put the app's navigation on public pages.",
  },
  'Domain/AddressFields': {
    use: 'A US address in a form: line 1 and 2, city, state (the US states) and zip.',
    avoid: 'Addresses outside the US: its states and zip rules are the US ones.',
    do: 'Use it inside a `Form` so the schema validates every part.',
    dont: "Don't split it into separate free-text fields for the state.",
  },
  'Domain/AppRoot': {
    use: 'The root of a Cairn app: colour mode, links within the apps, toasts and the error screen.',
    avoid: 'A non-Cairn app (use `ThemeProvider`).',
    do: 'Render it once, at the top of each app.',
    dont: "Don't render a second `AppRoot` inside a page.",
  },
  'Domain/AppScreens': {
    use: "Cairn's route screens: the error, not-found and not-available pages with the spec's words.",
    avoid: 'Messages inside a page (use `Banner`).',
    do: "Use the screen the router's state calls for.",
    dont: "Don't write new words for these screens: they follow the spec.",
  },
  'Domain/BalanceHeadline': {
    use: "An account's headline figure: its balance, with its change over a period beside it.",
    avoid: 'Figures inside tables or lists (use `Money` and `Delta`).',
    do: 'Give each change its period label, so the sign and colour say over what time.',
    dont: "Don't work the change out in the page: pass the domain's figures.",
  },
  'Domain/BeneficiaryEditor': {
    use: "Adding and editing a Cairn account's beneficiaries with percentages that add up to 100.",
    avoid: 'Other lists of people (use `EditableList`).',
    do: 'Show the running total so the user sees what is left.',
    dont: "Don't submit while the shares do not add up to 100%.",
  },
  'Domain/CostBasisModal': {
    use: 'Reviewing and entering cost basis for lots where it is unknown.',
    avoid: 'Showing realized gains (use `TaxSummary` or `TaxImpactTable`).',
    do: 'Explain why cost basis matters before asking for it.',
    dont: "Don't prefill guesses as if they were the user's numbers.",
  },
  'Domain/DateInput': {
    use: "Typing a date as MM/DD/YYYY with Cairn's date rules.",
    avoid: 'Dates of birth (use `DateOfBirthSelect`).',
    do: "Show the expected format as the field's description.",
    dont: "Don't accept impossible dates silently: the field flags them.",
  },
  'Domain/DateOfBirthSelect': {
    use: 'A date of birth as month, day and year selects, with the age rules.',
    avoid: 'Other dates (use `DateInput`).',
    do: "Keep the three parts in the user's reading order.",
    dont: "Don't default to today's date.",
  },
  'Domain/DesktopOnlyScreen': {
    use: 'The screen shown when a page is not available on a small screen.',
    avoid: 'Pages that can reflow (make them responsive).',
    do: 'Say what works on a phone instead.',
    dont: "Don't use it to skip responsive work on ordinary pages.",
  },
  'Domain/FilePicker': {
    use: 'Choosing a document to upload, with type and size checks before upload.',
    avoid: 'Several files at once (use `FileUpload`).',
    do: 'Say the accepted types and the size limit in the description.',
    dont: "Don't accept a file the server will refuse: the picker checks first.",
  },
  'Domain/FileUpload': {
    use: 'Uploading documents with progress, retry and removal.',
    avoid: 'One file in a form field (use `FilePicker`).',
    do: "Show each file's progress and let the user remove it.",
    dont: "Don't hide upload failures: offer a retry.",
  },
  'Domain/HifoBreakdown': {
    use: 'Showing which lots a sale uses under highest-in first-out, and their gains, where a sale is explained.',
    avoid: 'Portfolio totals (use `TaxSummary`).',
    do: 'Show it beside the sale it explains.',
    dont: "Don't round the lot amounts: they are exact decimals.",
  },
  'Domain/InvestmentCard': {
    use: 'One investment in a list: its name, value and change, with its action.',
    avoid: 'Detailed holdings (use `Table`).',
    do: "Show gains and losses with sign and colour through the kit's `Figure`.",
    dont: "Don't put several actions on one card.",
  },
  'Domain/LogoutDialog': {
    use: "Confirming sign-out with the spec's words.",
    avoid: 'Other confirmations (use `AlertDialog`).',
    do: "Open it from the app's sign-out action.",
    dont: "Don't sign out without it when there is unsaved work.",
  },
  'Domain/MaskedField': {
    use: 'SSNs and tax ids: masked, formatted, with Edit for a saved value.',
    avoid: 'Free text or numbers that are not secret (use `TextField`).',
    do: 'Show saved values masked and let Edit clear them.',
    dont: "Don't show a saved number in full.",
  },
  'Domain/MoneyInput': {
    use: 'Amounts of money as exact decimals, formatted with the currency.',
    avoid: 'Quantities of an asset (use `QuantityInput`) or plain numbers (use `NumberField`).',
    do: 'Show the limits (minimum, available) in the description.',
    dont: "Don't parse amounts to floating-point numbers: the value is an exact decimal string.",
  },
  'Domain/PhoneField': {
    use: 'A US phone number, formatted as typed, sent with `toApiPhone`.',
    avoid: 'International numbers: it formats and checks US numbers only.',
    do: 'Set `autoComplete="tel"` so browsers and phones can fill it.',
    dont: "Don't store the formatted text: bind the 10 digits.",
  },
  'Domain/PortfolioEditor': {
    use: "Editing a portfolio's target weights that must add up to 100%.",
    avoid: 'Showing a portfolio read-only (use `Table` or the charts).',
    do: 'Show the total and the drift as the weights change.',
    dont: "Don't save weights that do not add up.",
  },
  'Domain/QuantityInput': {
    use: 'Asset quantities and percentages as exact decimals.',
    avoid: 'Money (use `MoneyInput`, which formats the currency).',
    do: 'Set the precision the asset allows.',
    dont: "Don't round the user's input silently.",
  },
  'Domain/Questionnaire/QuestionField': {
    use: 'One question of the investor questionnaire, in the form its answer needs.',
    avoid: 'Ordinary form fields outside the questionnaire.',
    do: "Keep the question's words as the spec gives them.",
    dont: "Don't reorder the answers: their order is part of the question.",
  },
  'Domain/Questionnaire/QuestionnaireStep': {
    use: 'One step of the investor questionnaire with its progress.',
    avoid: 'Other multi-step forms (use `Wizard` or `StepDialog`).',
    do: 'Save answers as the user moves between steps.',
    dont: "Don't skip questions the rules require.",
  },
  'Domain/SessionTimeout': {
    use: 'Warning before an idle session ends, with a way to stay signed in.',
    avoid: 'Other timers or countdowns in a page.',
    do: 'Render it once in the signed-in app.',
    dont: "Don't sign the user out without the warning first.",
  },
  'Domain/TaxImpactTable': {
    use: 'The estimated tax effect of a withdrawal or rebalance, by lot and term.',
    avoid: 'Year totals (use `TaxSummary`).',
    do: 'Show it before the user confirms the action.',
    dont: "Don't present estimates as final figures.",
  },
  'Domain/TaxSummary': {
    use: "A year's realized gains and losses, short and long term.",
    avoid: 'Lot detail (use `HifoBreakdown` or `TaxImpactTable`).',
    do: 'Link to the documents that back the figures.',
    dont: "Don't mix years in one summary.",
  },
  'Domain/VerificationCode': {
    use: 'Typing a one-time code sent by text or email, one box per digit, with paste and resend.',
    avoid: 'Passwords (use `PasswordField`).',
    do: 'Let paste fill every box, and show when a new code can be sent.',
    dont: "Don't submit before every digit is in.",
  },
  'Domain/VerificationCodeStep': {
    use: 'The whole verification step: where the code went, the code boxes, resend and errors.',
    avoid: 'A code field inside another form (use `VerificationCode`).',
    do: 'Say where the code was sent, masked.',
    dont: "Don't hide the resend option while a code may be late.",
  },
  'Domain/WithdrawalRulesPreview': {
    use: 'Showing the rules a withdrawal will follow (order of accounts, tax lots) before it is made.',
    avoid: 'General help text about withdrawals (write it in the page).',
    do: 'Show it where the withdrawal is set up.',
    dont: "Don't let the preview differ from what will be executed.",
  },
  'Domain/Charts/BalanceChart': {
    use: "An account's balance over time with its timeframe control.",
    avoid: 'Comparing returns (use `PerformanceChart`).',
    do: 'Keep the timeframe the user chose when data refreshes.',
    dont: "Don't draw it without a text summary of the figure shown.",
  },
  'Domain/Charts/PerformanceChart': {
    use: 'Returns over time, with the types and timeframes Cairn offers.',
    avoid: 'A balance (use `BalanceChart`).',
    do: 'Label gains and losses with sign as well as colour.',
    dont: "Don't mix currencies or accounts in one series.",
  },
  'Domain/Charts/TrackRecordChart': {
    use: "A strategy's track record with its benchmark.",
    avoid: "An account's own history (use `BalanceChart`).",
    do: 'Say the period and the benchmark in the title.',
    dont: "Don't imply future returns from the chart.",
  },
  'Domain/Forms/FormDateInput': {
    use: "A `DateInput` bound to a `Form` field ('MM/DD/YYYY' text).",
    avoid: 'Dates of birth (use `FormDateOfBirthSelect`).',
    do: 'Let the schema say the valid range.',
    dont: "Don't convert the value to a Date object in the form state.",
  },
  'Domain/Forms/FormDateOfBirthSelect': {
    use: 'A `DateOfBirthSelect` bound to a `Form` field (`{ year, month, day }`).',
    avoid: 'Other dates (use `FormDateInput`).',
    do: 'Pass `today` so the age rules are checked against the right date.',
    dont: "Don't validate the age outside the schema.",
  },
  'Domain/Forms/FormFilePicker': {
    use: 'A `FilePicker` bound to a `Form` field.',
    avoid: 'Several files (use `FileUpload`).',
    do: 'Give `emptyValue` so removing the file clears the field.',
    dont: "Don't upload on change: submit the form.",
  },
  'Domain/Forms/FormImagePicker': {
    use: 'An image file bound to a `Form` field, with a preview.',
    avoid: 'Documents (use `FormFilePicker`).',
    do: 'Say the accepted image types and the size limit.',
    dont: "Don't stretch the preview: keep its ratio.",
  },
  'Domain/Forms/FormMaskedField': {
    use: 'A `MaskedField` (SSN, tax id) bound to a `Form` field, with `isSaved` and Edit.',
    avoid: 'Free text (use `FormTextField`).',
    do: 'Use `isSaved` for a value already on file.',
    dont: "Don't send the masked text back as the value.",
  },
  'Domain/Forms/FormMoneyInput': {
    use: 'A `MoneyInput` bound to a `Form` field as an exact decimal string.',
    avoid: 'Quantities (use `FormQuantityInput`).',
    do: 'Let the schema check the minimum and the available amount.',
    dont: "Don't bind it to a JavaScript number.",
  },
  'Domain/Forms/FormPhoneField': {
    use: 'A `PhoneField` bound to a `Form` field (the 10 digits).',
    avoid: 'International numbers: it formats and checks US numbers only.',
    do: 'Send it to the API with `toApiPhone`, not as typed.',
    dont: "Don't bind the formatted text.",
  },
  'Domain/Forms/FormQuantityInput': {
    use: 'A `QuantityInput` bound to a `Form` field as an exact decimal string.',
    avoid: 'Money (use `FormMoneyInput`, which formats the currency).',
    do: 'Map percents with `toValue`/`toDecimal` where the form keeps a number.',
    dont: "Don't round in the form: the schema checks precision.",
  },
  'Domain/Forms/FormWithDateOfBirth': {
    use: 'An example: a form with a date of birth, bindings and the error summary together.',
    avoid: 'Copying as is: it shows how the parts fit.',
    do: 'Follow its order: error summary, fields, submit.',
    dont: "Don't reuse its example schema for a real form.",
  },
};
