// The public surface of @cairn/ui: one explicit barrel, free of side effects so bundlers keep only
// what an app uses. The theme (reset and tokens) comes separately, from `@cairn/ui/theme`.

// Types apps need for Table (controlled sort) and Menu/Pills/Tabs keys, since apps may not import
// react-aria-components; drop if another helper already re-exports them.
export type { Key, SortDescriptor } from 'react-aria-components';
// Form bindings: kit fields bound to react-hook-form (a peer dependency), one error convention.
export {
  type AddressFieldNames,
  AddressFields,
  type AddressFieldsProps,
} from './domain/AddressFields/AddressFields';
export type { AddressFieldsMessages } from './domain/AddressFields/messages';
export { AppRoot, type AppRootProps } from './domain/AppRoot/AppRoot';
export {
  type AppScreenProps,
  ErrorScreen,
  NotFoundScreen,
  PageNotAvailableScreen,
} from './domain/AppScreens/screens';
export {
  BeneficiaryEditor,
  type BeneficiaryEditorProps,
  beneficiaryEditorModes,
} from './domain/BeneficiaryEditor/BeneficiaryEditor';
export type { BeneficiaryEditorMessages } from './domain/BeneficiaryEditor/messages';
export { CostBasisModal, type CostBasisModalProps } from './domain/CostBasisModal/CostBasisModal';
export type { CostBasisModalMessages } from './domain/CostBasisModal/messages';
export {
  ALLOCATION_CHART_VARIANTS,
  AllocationChart,
  type AllocationChartProps,
  type AllocationChartVariant,
  type AllocationItem,
} from './domain/charts/AllocationChart/AllocationChart';
export {
  BalanceChart,
  type BalanceChartProps,
  type BalancePoint,
  type FlowPoint,
  SHOW_FLOWS,
} from './domain/charts/BalanceChart/BalanceChart';
export {
  MY_PORTFOLIO,
  PERFORMANCE_CHART_TYPES,
  PerformanceChart,
  type PerformanceChartProps,
  type PerformanceChartType,
  type PerformanceSeries,
} from './domain/charts/PerformanceChart/PerformanceChart';
export {
  TrackRecordChart,
  type TrackRecordChartProps,
} from './domain/charts/TrackRecordChart/TrackRecordChart';
export {
  DATE_INPUT_PLACEHOLDER,
  DateInput,
  type DateInputProps,
} from './domain/DateInput/DateInput';
export {
  DateOfBirthSelect,
  type DateOfBirthSelectProps,
} from './domain/DateOfBirthSelect/DateOfBirthSelect';
export type {
  DateOfBirthSelectMessages,
  DateOfBirthSelectorMessages,
} from './domain/DateOfBirthSelect/messages';
export {
  DesktopOnlyScreen,
  type DesktopOnlyScreenProps,
} from './domain/DesktopOnlyScreen/DesktopOnlyScreen';
export {
  FilePicker,
  type FilePickerProps,
  filePickerTexts,
} from './domain/FilePicker/FilePicker';
export {
  FileUpload,
  type FileUploadProps,
  fileUploadTexts,
} from './domain/FileUpload/FileUpload';
export { FormDateInput, type FormDateInputProps } from './domain/forms/FormDateInput/FormDateInput';
export {
  FormDateOfBirthSelect,
  type FormDateOfBirthSelectProps,
} from './domain/forms/FormDateOfBirthSelect/FormDateOfBirthSelect';
export { FormFilePicker, type FormFilePickerProps } from './domain/forms/FormFilePicker/FormFilePicker';
export {
  FormImagePicker,
  type FormImagePickerMessages,
  type FormImagePickerProps,
} from './domain/forms/FormImagePicker/FormImagePicker';
export {
  FormMaskedField,
  type FormMaskedFieldProps,
} from './domain/forms/FormMaskedField/FormMaskedField';
export { FormMoneyInput, type FormMoneyInputProps } from './domain/forms/FormMoneyInput/FormMoneyInput';
export { FormPhoneField, type FormPhoneFieldProps } from './domain/forms/FormPhoneField/FormPhoneField';
export {
  FormQuantityInput,
  type FormQuantityInputProps,
} from './domain/forms/FormQuantityInput/FormQuantityInput';
export { HifoBreakdown, type HifoBreakdownProps } from './domain/HifoBreakdown/HifoBreakdown';
export type { HifoBreakdownMessages } from './domain/HifoBreakdown/messages';
export {
  InvestmentCard,
  type InvestmentCardProps,
  type InvestmentCardStat,
} from './domain/InvestmentCard/InvestmentCard';
export { LogoutDialog, type LogoutDialogProps } from './domain/LogoutDialog/LogoutDialog';
export {
  MASKED_FIELD_EDIT_LABEL,
  MaskedField,
  type MaskedFieldKind,
  type MaskedFieldProps,
  maskedFieldKinds,
} from './domain/MaskedField/MaskedField';
export { MONEY_PREFIX, MoneyInput, type MoneyInputProps } from './domain/MoneyInput/MoneyInput';
export type { DecimalValueProps } from './domain/MoneyInput/useDecimalInput';
export { PhoneField, type PhoneFieldProps } from './domain/PhoneField/PhoneField';
export type { PortfolioEditorMessages } from './domain/PortfolioEditor/messages';
export {
  PortfolioEditor,
  type PortfolioEditorProps,
  type PortfolioItem,
} from './domain/PortfolioEditor/PortfolioEditor';
export { QuantityInput, type QuantityInputProps } from './domain/QuantityInput/QuantityInput';
export { QuestionField, type QuestionFieldProps } from './domain/Questionnaire/QuestionField';
export {
  QuestionnaireProgress,
  type QuestionnaireProgressProps,
} from './domain/Questionnaire/QuestionnaireProgress';
export {
  type QuestionnaireMessages,
  QuestionnaireStep,
  type QuestionnaireStepProps,
} from './domain/Questionnaire/QuestionnaireStep';
export {
  type QuestionnairePaging,
  useQuestionnairePaging,
} from './domain/Questionnaire/useQuestionnairePaging';
export {
  SESSION_ACTIVITY_EVENTS,
  SessionTimeout,
  type SessionTimeoutProps,
} from './domain/SessionTimeout/SessionTimeout';
export {
  TaxImpactTable,
  type TaxImpactTableMessages,
  type TaxImpactTableProps,
} from './domain/TaxImpactTable/TaxImpactTable';
export type { TaxSummaryMessages } from './domain/TaxSummary/messages';
export { TaxSummary, type TaxSummaryProps } from './domain/TaxSummary/TaxSummary';
export { type ResendLock, useResendLock } from './domain/VerificationCode/useResendLock';
export {
  VerificationCode,
  type VerificationCodeMessages,
  type VerificationCodeProps,
} from './domain/VerificationCode/VerificationCode';
export {
  type VerificationCodeStatus,
  VerificationCodeStep,
  type VerificationCodeStepMessages,
  type VerificationCodeStepProps,
} from './domain/VerificationCodeStep/VerificationCodeStep';
export {
  WithdrawalRulesPreview,
  type WithdrawalRulesPreviewMessages,
  type WithdrawalRulesPreviewProps,
} from './domain/WithdrawalRulesPreview/WithdrawalRulesPreview';
export {
  type ChartCommonProps,
  type ChartCsv,
  DOWNLOAD_CSV,
  VIEW_AS_TABLE,
} from './primitives/charts/ChartFrame';
export { preloadCharts } from './primitives/charts/LazyChart';
export {
  Button,
  type ButtonProps,
  LinkButton,
  type LinkButtonProps,
} from './primitives/controls/Button/Button';
export { buttonSizes, buttonTones, buttonVariants } from './primitives/controls/Button/Button.css';
export { Checkbox, type CheckboxProps } from './primitives/controls/Checkbox/Checkbox';
export {
  type ChoiceCardOption,
  ChoiceCards,
  type ChoiceCardsProps,
  COMING_SOON_LABEL,
} from './primitives/controls/ChoiceCards/ChoiceCards';
export {
  ColorModeSwitch,
  type ColorModeSwitchProps,
} from './primitives/controls/ColorModeSwitch/ColorModeSwitch';
export {
  COPIED_RESET_MS,
  CopyButton,
  type CopyButtonMessages,
  type CopyButtonProps,
} from './primitives/controls/CopyButton/CopyButton';
export {
  MultiSelect,
  type MultiSelectMessages,
  type MultiSelectOption,
  type MultiSelectProps,
} from './primitives/controls/MultiSelect/MultiSelect';
export { NumberField, type NumberFieldProps } from './primitives/controls/NumberField/NumberField';
export {
  PasswordField,
  type PasswordFieldProps,
  passwordToggleLabels,
} from './primitives/controls/PasswordField/PasswordField';
export { PillButton, type PillButtonProps } from './primitives/controls/PillButton/PillButton';
export {
  Radio,
  RadioGroup,
  type RadioGroupProps,
  type RadioProps,
} from './primitives/controls/RadioGroup/RadioGroup';
export {
  PageScrollGate,
  type PageScrollGateProps,
} from './primitives/controls/ScrollGate/PageScrollGate';
export { ScrollGate, type ScrollGateProps } from './primitives/controls/ScrollGate/ScrollGate';
export {
  SEARCH_LOADING_TEXT,
  SearchField,
  type SearchFieldProps,
} from './primitives/controls/SearchField/SearchField';
export { Select, type SelectOption, type SelectProps } from './primitives/controls/Select/Select';
export {
  Slider,
  type SliderProps,
  type SliderStop,
  StopSlider,
  type StopSliderProps,
} from './primitives/controls/Slider/Slider';
export { Switch, type SwitchProps } from './primitives/controls/Switch/Switch';
export { TextField, type TextFieldProps } from './primitives/controls/TextField/TextField';
export {
  Accordion,
  type AccordionEntry,
  AccordionItem,
  type AccordionItemProps,
  type AccordionProps,
} from './primitives/data/Accordion/Accordion';
export {
  type CopyableDetail,
  CopyableDetails,
  type CopyableDetailsProps,
} from './primitives/data/CopyableDetails/CopyableDetails';
export { Table, type TableColumn, type TableMessages, type TableProps } from './primitives/data/Table/Table';
export {
  TableSkeleton,
  type TableSkeletonColumn,
  type TableSkeletonProps,
} from './primitives/data/TableSkeleton/TableSkeleton';
export { Badge, type BadgeProps } from './primitives/feedback/Badge/Badge';
export { badgeTones } from './primitives/feedback/Badge/Badge.css';
export {
  Banner,
  type BannerAction,
  type BannerMessages,
  type BannerProps,
} from './primitives/feedback/Banner/Banner';
export { bannerTones } from './primitives/feedback/Banner/Banner.css';
export { CHIP_DURATION_MS, Chip, type ChipProps } from './primitives/feedback/Chip/Chip';
export { chipTones } from './primitives/feedback/Chip/Chip.css';
export {
  LoadState,
  type LoadStateMessages,
  type LoadStateProps,
  type Read,
} from './primitives/feedback/LoadState/LoadState';
export { Skeleton, type SkeletonProps } from './primitives/feedback/Skeleton/Skeleton';
export { skeletonShapes } from './primitives/feedback/Skeleton/Skeleton.css';
export { Spinner, type SpinnerProps } from './primitives/feedback/Spinner/Spinner';
export { spinnerSizes } from './primitives/feedback/Spinner/Spinner.css';
export {
  createToaster,
  type Toaster,
  type ToasterOptions,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastRegionProps,
  useToaster,
} from './primitives/feedback/Toaster/Toaster';
export { toastTones } from './primitives/feedback/Toaster/Toaster.css';
export { ToastRegion } from './primitives/feedback/Toaster/ToastRegion';
export type { ChoiceMapping } from './primitives/forms/choiceValue';
export type { DecimalMapping } from './primitives/forms/decimalValue';
export {
  EditableList,
  type EditableListColumn,
  type EditableListProps,
} from './primitives/forms/EditableList/EditableList';
export { Form, type FormProps } from './primitives/forms/Form/Form';
export { FormCheckbox, type FormCheckboxProps } from './primitives/forms/FormCheckbox/FormCheckbox';
export {
  FormChoiceCards,
  type FormChoiceCardsProps,
} from './primitives/forms/FormChoiceCards/FormChoiceCards';
export {
  FormErrorSummary,
  type FormErrorSummaryMessages,
  type FormErrorSummaryProps,
} from './primitives/forms/FormErrorSummary/FormErrorSummary';
export {
  FormMultiSelect,
  type FormMultiSelectProps,
} from './primitives/forms/FormMultiSelect/FormMultiSelect';
export {
  FormNumberField,
  type FormNumberFieldProps,
} from './primitives/forms/FormNumberField/FormNumberField';
export {
  FormPasswordField,
  type FormPasswordFieldProps,
} from './primitives/forms/FormPasswordField/FormPasswordField';
export {
  FormProblemList,
  type FormProblemListMessages,
  type FormProblemListProps,
  useFormProblems,
} from './primitives/forms/FormProblemList/FormProblemList';
export { FormRadioGroup, type FormRadioGroupProps } from './primitives/forms/FormRadioGroup/FormRadioGroup';
export { FormSelect, type FormSelectProps } from './primitives/forms/FormSelect/FormSelect';
export { FormTextField, type FormTextFieldProps } from './primitives/forms/FormTextField/FormTextField';
export { useErrorTarget } from './primitives/forms/fieldElements';
export type { FormProblem } from './primitives/forms/problems';
export {
  type BindingProps,
  type BoundField,
  type BoundValidation,
  useBoundField,
} from './primitives/forms/useBoundField';
export { type SchemaFormOptions, useSchemaForm } from './primitives/forms/useSchemaForm/useSchemaForm';
export {
  BRAND_MARK_SIZES,
  Brand,
  BrandMark,
  type BrandMarkProps,
  type BrandProps,
  brandVariants,
} from './primitives/foundations/Brand/Brand';
export { ICON_SIZES, Icon, type IconProps, type IconSize } from './primitives/foundations/Icon/Icon';
export { Image, type ImageProps } from './primitives/foundations/Image/Image';
export {
  type ColorModeState,
  ThemeProvider,
  type ThemeProviderProps,
  useColorMode,
} from './primitives/foundations/ThemeProvider/ThemeProvider';
export {
  VisuallyHidden,
  type VisuallyHiddenProps,
} from './primitives/foundations/VisuallyHidden/VisuallyHidden';
export { Box, type BoxProps, boxElements } from './primitives/layout/Box/Box';
export { BREAKPOINTS } from './primitives/layout/breakpoints';
export { Card, type CardProps } from './primitives/layout/Card/Card';
export {
  Column,
  type ColumnProps,
  Columns,
  type ColumnsProps,
  columnsAlignments,
  columnsVerticalAlignments,
  columnWidths,
} from './primitives/layout/Columns/Columns';
export {
  type DescriptionItem,
  DescriptionList,
  type DescriptionListProps,
} from './primitives/layout/DescriptionList/DescriptionList';
export { EmptyState, type EmptyStateProps } from './primitives/layout/EmptyState/EmptyState';
export { FieldRow, type FieldRowProps } from './primitives/layout/FieldRow/FieldRow';
export {
  Inline,
  type InlineProps,
  inlineAlignments,
  inlineVerticalAlignments,
} from './primitives/layout/Inline/Inline';
export {
  BackLink,
  type BackLinkProps,
  PageHeader,
  type PageHeaderProps,
} from './primitives/layout/PageHeader/PageHeader';
export {
  RowList,
  RowListItem,
  type RowListItemProps,
  type RowListProps,
} from './primitives/layout/RowList/RowList';
export { type BreakpointName, breakpointNames, type Responsive } from './primitives/layout/responsive';
export { Section, type SectionProps } from './primitives/layout/Section/Section';
export { Stack, type StackProps, stackAlignments } from './primitives/layout/Stack/Stack';
export {
  Figure,
  type FigureProps,
  Heading,
  type HeadingProps,
  Text,
  type TextProps,
  type TextSize,
  textSizes,
  textTones,
} from './primitives/layout/Text/Text';
export { Toolbar, type ToolbarProps } from './primitives/layout/Toolbar/Toolbar';
export { WithAside, type WithAsideProps } from './primitives/layout/WithAside/WithAside';
export { Link, type LinkProps } from './primitives/navigation/Link/Link';
export { linkVariants } from './primitives/navigation/Link/Link.css';
export { type PillItem, Pills, type PillsProps } from './primitives/navigation/Pills/Pills';
export {
  Stepper,
  type StepperMessages,
  type StepperProps,
} from './primitives/navigation/Stepper/Stepper';
export {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
} from './primitives/navigation/Tabs/Tabs';
export {
  type ViewMode,
  ViewSwitch,
  type ViewSwitchMessages,
  type ViewSwitchProps,
  viewModes,
} from './primitives/navigation/ViewSwitch/ViewSwitch';
export { AlertDialog, type AlertDialogProps } from './primitives/overlays/AlertDialog/AlertDialog';
export { NoticeDialog, type NoticeDialogProps } from './primitives/overlays/AlertDialog/NoticeDialog';
export {
  Dialog,
  type DialogMessages,
  type DialogProps,
  type DialogRenderProps,
  DialogTrigger,
  type DialogTriggerProps,
} from './primitives/overlays/Dialog/Dialog';
export { dialogSizes, dialogTones } from './primitives/overlays/Dialog/Dialog.css';
export { Menu, type MenuItemData, type MenuProps } from './primitives/overlays/Menu/Menu';
export { Popover, type PopoverProps } from './primitives/overlays/Popover/Popover';
export {
  StepDialog,
  type StepDialogMessages,
  type StepDialogProps,
} from './primitives/overlays/StepDialog/StepDialog';
export { Tooltip, type TooltipProps } from './primitives/overlays/Tooltip/Tooltip';
export {
  VideoDialog,
  type VideoDialogMessages,
  type VideoDialogProps,
} from './primitives/overlays/VideoDialog/VideoDialog';
export {
  Wizard,
  type WizardMessages,
  type WizardProps,
  type WizardStep,
} from './primitives/overlays/Wizard/Wizard';
export type { FieldErrorMessage, FieldTexts } from './primitives/private/formField/FormField';
export { ErrorBoundary, type ErrorBoundaryProps } from './primitives/screens/ErrorBoundary/ErrorBoundary';
export {
  MessageScreen,
  type MessageScreenProps,
  messageScreenVariants,
  type ScreenAction,
} from './primitives/screens/Screen/Screen';
export { AppLayout, type AppLayoutProps, type AppNavItem } from './primitives/templates/AppLayout/AppLayout';
export type { LayoutMessages } from './primitives/templates/messages';
export {
  OnboardingLayout,
  type OnboardingLayoutProps,
} from './primitives/templates/OnboardingLayout/OnboardingLayout';
export {
  PublicLayout,
  type PublicLayoutProps,
  publicLayoutWidths,
} from './primitives/templates/PublicLayout/PublicLayout';
export { HEADER_HEIGHT } from './primitives/templates/templates.css';
export {
  applyColorMode,
  COLOR_MODE_ATTRIBUTE,
  COLOR_MODE_PREFERENCES,
  COLOR_MODE_STORAGE_KEY,
  COLOR_MODES,
  type ColorMode,
  type ColorModePreference,
  getColorMode,
  getColorModePreference,
  LIGHT_CLASS,
  resolveColorMode,
  setColorMode,
  subscribeColorMode,
} from './theme/colorMode';
export { vars } from './theme/contract.css';
export { CONTRAST_REQUIREMENTS, type ContrastRequirement } from './theme/contrast';
export { focusRing } from './theme/focus';
export { CHART_PALETTE, chartSeriesColor, contrastRatio, MY_PORTFOLIO_GREY } from './theme/palette';
export { type ColorTokens, darkColors, lightColors } from './theme/palettes';
export { FONT_STACK, SPACE_SCALE, type Space } from './theme/shared';
export { TONES, type Tone } from './theme/tone';
export { tabularNums, visuallyHidden } from './theme/utilities.css';
export { cx } from './utils/cx';
