// The public surface of @cairn/ui: one explicit barrel, free of side effects so bundlers keep only
// what an app uses. The theme (reset and tokens) comes separately, from `@cairn/ui/theme`.

// Types apps need for Table (controlled sort) and Menu/Pills/Tabs keys, since apps may not import
// react-aria-components; drop if another helper already re-exports them.
export type { Key, SortDescriptor } from 'react-aria-components';
export {
  Accordion,
  type AccordionEntry,
  AccordionItem,
  type AccordionItemProps,
  type AccordionProps,
} from './components/Accordion/Accordion';
export { AlertDialog, type AlertDialogProps } from './components/AlertDialog/AlertDialog';
export { NoticeDialog, type NoticeDialogProps } from './components/AlertDialog/NoticeDialog';
export { AppRoot, type AppRootProps } from './components/AppRoot/AppRoot';
export { Badge, type BadgeProps } from './components/Badge/Badge';
export { badgeTones } from './components/Badge/Badge.css';
export { Banner, type BannerAction, type BannerProps } from './components/Banner/Banner';
export { bannerTones } from './components/Banner/Banner.css';
export {
  BeneficiaryEditor,
  type BeneficiaryEditorProps,
  beneficiaryEditorModes,
} from './components/BeneficiaryEditor/BeneficiaryEditor';
export {
  BRAND_MARK_SIZES,
  Brand,
  BrandMark,
  type BrandMarkProps,
  type BrandProps,
  brandVariants,
} from './components/Brand/Brand';
export { Button, type ButtonProps, LinkButton, type LinkButtonProps } from './components/Button/Button';
export { buttonSizes, buttonTones, buttonVariants } from './components/Button/Button.css';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export { CHIP_DURATION_MS, Chip, type ChipProps } from './components/Chip/Chip';
export { chipTones } from './components/Chip/Chip.css';
export {
  type ChoiceCardOption,
  ChoiceCards,
  type ChoiceCardsProps,
  COMING_SOON_LABEL,
} from './components/ChoiceCards/ChoiceCards';
export { ColorModeSwitch, type ColorModeSwitchProps } from './components/ColorModeSwitch/ColorModeSwitch';
export {
  type CopyableDetail,
  CopyableDetails,
  type CopyableDetailsProps,
} from './components/CopyableDetails/CopyableDetails';
export { COPIED_RESET_MS, CopyButton, type CopyButtonProps } from './components/CopyButton/CopyButton';
export { CostBasisModal, type CostBasisModalProps } from './components/CostBasisModal/CostBasisModal';
export {
  ALLOCATION_CHART_VARIANTS,
  AllocationChart,
  type AllocationChartProps,
  type AllocationChartVariant,
  type AllocationItem,
} from './components/charts/AllocationChart';
export {
  BalanceChart,
  type BalanceChartProps,
  type BalancePoint,
  type FlowPoint,
  SHOW_FLOWS,
} from './components/charts/BalanceChart';
export {
  type ChartCommonProps,
  type ChartCsv,
  DOWNLOAD_CSV,
  VIEW_AS_TABLE,
} from './components/charts/ChartFrame';
export { preloadCharts } from './components/charts/LazyChart';
export {
  MY_PORTFOLIO,
  PERFORMANCE_CHART_TYPES,
  PerformanceChart,
  type PerformanceChartProps,
  type PerformanceChartType,
  type PerformanceSeries,
} from './components/charts/PerformanceChart';
export { TrackRecordChart, type TrackRecordChartProps } from './components/charts/TrackRecordChart';
export { DATE_INPUT_PLACEHOLDER, DateInput, type DateInputProps } from './components/DateInput/DateInput';
export {
  DateOfBirthSelect,
  type DateOfBirthSelectProps,
} from './components/DateOfBirthSelect/DateOfBirthSelect';
export {
  DesktopOnlyScreen,
  type DesktopOnlyScreenProps,
} from './components/DesktopOnlyScreen/DesktopOnlyScreen';
export {
  Dialog,
  type DialogProps,
  type DialogRenderProps,
  DialogTrigger,
  type DialogTriggerProps,
} from './components/Dialog/Dialog';
export { dialogSizes, dialogTones } from './components/Dialog/Dialog.css';
export {
  EditableList,
  type EditableListColumn,
  type EditableListProps,
} from './components/EditableList/EditableList';
export { ErrorBoundary, type ErrorBoundaryProps } from './components/ErrorBoundary/ErrorBoundary';
export { FilePicker, type FilePickerProps, filePickerTexts } from './components/FilePicker/FilePicker';
export { FileUpload, type FileUploadProps, fileUploadTexts } from './components/FileUpload/FileUpload';
export { HifoBreakdown, type HifoBreakdownProps } from './components/HifoBreakdown/HifoBreakdown';
export { ICON_SIZES, Icon, type IconProps, type IconSize } from './components/Icon/Icon';
export { Image, type ImageProps } from './components/Image/Image';
export {
  InvestmentCard,
  type InvestmentCardProps,
  type InvestmentCardStat,
} from './components/InvestmentCard/InvestmentCard';
export { Link, type LinkProps } from './components/Link/Link';
export { linkVariants } from './components/Link/Link.css';
export {
  LoadState,
  type LoadStateProps,
  type LoadStateTexts,
  type Read,
} from './components/LoadState/LoadState';
export { LogoutDialog, type LogoutDialogProps } from './components/LogoutDialog/LogoutDialog';
export {
  MASKED_FIELD_EDIT_LABEL,
  MaskedField,
  type MaskedFieldKind,
  type MaskedFieldProps,
  maskedFieldKinds,
} from './components/MaskedField/MaskedField';
export { Menu, type MenuItemData, type MenuProps } from './components/Menu/Menu';
export { MONEY_PREFIX, MoneyInput, type MoneyInputProps } from './components/MoneyInput/MoneyInput';
export type { DecimalValueProps } from './components/MoneyInput/useDecimalInput';
export {
  MultiSelect,
  type MultiSelectOption,
  type MultiSelectProps,
} from './components/MultiSelect/MultiSelect';
export { NumberField, type NumberFieldProps } from './components/NumberField/NumberField';
export {
  PasswordField,
  type PasswordFieldProps,
  passwordToggleLabels,
} from './components/PasswordField/PasswordField';
export { PhoneField, type PhoneFieldProps } from './components/PhoneField/PhoneField';
export { PillButton, type PillButtonProps } from './components/PillButton/PillButton';
export { type PillItem, Pills, type PillsProps } from './components/Pills/Pills';
export { Popover, type PopoverProps } from './components/Popover/Popover';
export {
  PortfolioEditor,
  type PortfolioEditorProps,
  type PortfolioItem,
} from './components/PortfolioEditor/PortfolioEditor';
export type { FieldErrorMessage, FieldTexts } from './components/private/formField/FormField';
export { QuantityInput, type QuantityInputProps } from './components/QuantityInput/QuantityInput';
export { QuestionField, type QuestionFieldProps } from './components/Questionnaire/QuestionField';
export {
  QuestionnaireProgress,
  type QuestionnaireProgressProps,
} from './components/Questionnaire/QuestionnaireProgress';
export { QuestionnaireStep, type QuestionnaireStepProps } from './components/Questionnaire/QuestionnaireStep';
export {
  type QuestionnairePaging,
  useQuestionnairePaging,
} from './components/Questionnaire/useQuestionnairePaging';
export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './components/RadioGroup/RadioGroup';
export {
  MessageScreen,
  type MessageScreenProps,
  messageScreenVariants,
  type ScreenAction,
} from './components/Screen/Screen';
export {
  type AppScreenProps,
  ErrorScreen,
  NotFoundScreen,
  PageNotAvailableScreen,
} from './components/Screen/screens';
export {
  PageScrollGate,
  type PageScrollGateProps,
} from './components/ScrollGate/PageScrollGate';
export { ScrollGate, type ScrollGateProps } from './components/ScrollGate/ScrollGate';
export {
  SEARCH_LOADING_TEXT,
  SearchField,
  type SearchFieldProps,
} from './components/SearchField/SearchField';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select';
export {
  SESSION_ACTIVITY_EVENTS,
  SessionTimeout,
  type SessionTimeoutProps,
} from './components/SessionTimeout/SessionTimeout';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton';
export { skeletonShapes } from './components/Skeleton/Skeleton.css';
export {
  Slider,
  type SliderProps,
  type SliderStop,
  StopSlider,
  type StopSliderProps,
} from './components/Slider/Slider';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { spinnerSizes } from './components/Spinner/Spinner.css';
export { StepDialog, type StepDialogProps } from './components/StepDialog/StepDialog';
export { Stepper, type StepperProps, type StepperTexts, stepperTexts } from './components/Stepper/Stepper';
export { Switch, type SwitchProps } from './components/Switch/Switch';
export { Table, type TableColumn, type TableProps } from './components/Table/Table';
export {
  TableSkeleton,
  type TableSkeletonColumn,
  type TableSkeletonProps,
} from './components/TableSkeleton/TableSkeleton';
export {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
} from './components/Tabs/Tabs';
export {
  TaxImpactTable,
  type TaxImpactTableProps,
  type TaxImpactTableTexts,
} from './components/TaxImpactTable/TaxImpactTable';
export { TaxSummary, type TaxSummaryProps } from './components/TaxSummary/TaxSummary';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export {
  createToaster,
  type Toaster,
  type ToasterOptions,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastRegionProps,
  useToaster,
} from './components/Toaster/Toaster';
export { toastTones } from './components/Toaster/Toaster.css';
export { ToastRegion } from './components/Toaster/ToastRegion';
export { Tooltip, type TooltipProps } from './components/Tooltip/Tooltip';
export { type ResendLock, useResendLock } from './components/VerificationCode/useResendLock';
export { VerificationCode, type VerificationCodeProps } from './components/VerificationCode/VerificationCode';
export {
  type VerificationCodeStatus,
  VerificationCodeStep,
  type VerificationCodeStepProps,
} from './components/VerificationCodeStep/VerificationCodeStep';
export {
  VideoDialog,
  type VideoDialogProps,
  type VideoDialogTexts,
} from './components/VideoDialog/VideoDialog';
export {
  type ViewMode,
  ViewSwitch,
  type ViewSwitchProps,
  viewModes,
} from './components/ViewSwitch/ViewSwitch';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden';
export {
  WithdrawalRulesPreview,
  type WithdrawalRulesPreviewProps,
  type WithdrawalRulesPreviewTexts,
} from './components/WithdrawalRulesPreview/WithdrawalRulesPreview';
export { Wizard, type WizardProps, type WizardStep } from './components/Wizard/Wizard';
// Form bindings: kit fields bound to react-hook-form (a peer dependency), one error convention.
export {
  type AddressFieldNames,
  AddressFields,
  type AddressFieldsProps,
} from './form/AddressFields';
export type { ChoiceMapping } from './form/choiceValue';
export type { DecimalMapping } from './form/decimalValue';
export { Form, type FormProps } from './form/Form';
export { FormCheckbox, type FormCheckboxProps } from './form/FormCheckbox';
export { FormChoiceCards, type FormChoiceCardsProps } from './form/FormChoiceCards';
export { FormDateInput, type FormDateInputProps } from './form/FormDateInput';
export {
  FormDateOfBirthSelect,
  type FormDateOfBirthSelectProps,
} from './form/FormDateOfBirthSelect';
export {
  FormErrorSummary,
  type FormErrorSummaryProps,
  type FormErrorSummaryTexts,
  formErrorSummaryTexts,
} from './form/FormErrorSummary';
export { FormFilePicker, type FormFilePickerProps } from './form/FormFilePicker';
export {
  FormImagePicker,
  type FormImagePickerProps,
  type FormImagePickerTexts,
  formImagePickerTexts,
} from './form/FormImagePicker';
export { FormMaskedField, type FormMaskedFieldProps } from './form/FormMaskedField';
export { FormMoneyInput, type FormMoneyInputProps } from './form/FormMoneyInput';
export { FormMultiSelect, type FormMultiSelectProps } from './form/FormMultiSelect';
export { FormNumberField, type FormNumberFieldProps } from './form/FormNumberField';
export { FormPasswordField, type FormPasswordFieldProps } from './form/FormPasswordField';
export { FormPhoneField, type FormPhoneFieldProps } from './form/FormPhoneField';
export {
  FormProblemList,
  type FormProblemListProps,
  type FormProblemListTexts,
  formProblemListTexts,
  useFormProblems,
} from './form/FormProblemList';
export { FormQuantityInput, type FormQuantityInputProps } from './form/FormQuantityInput';
export { FormRadioGroup, type FormRadioGroupProps } from './form/FormRadioGroup';
export { FormSelect, type FormSelectProps } from './form/FormSelect';
export { FormTextField, type FormTextFieldProps } from './form/FormTextField';
export { useErrorTarget } from './form/fieldElements';
export type { FormProblem } from './form/problems';
export {
  type BindingProps,
  type BoundField,
  type BoundValidation,
  useBoundField,
} from './form/useBoundField';
export { type SchemaFormOptions, useSchemaForm } from './form/useSchemaForm';
export { Box, type BoxProps, boxElements } from './layout/Box/Box';
export { BREAKPOINTS } from './layout/breakpoints';
export { Card, type CardProps } from './layout/Card/Card';
export {
  Column,
  type ColumnProps,
  Columns,
  type ColumnsProps,
  columnsAlignments,
  columnsVerticalAlignments,
  columnWidths,
} from './layout/Columns/Columns';
export {
  type DescriptionItem,
  DescriptionList,
  type DescriptionListProps,
} from './layout/DescriptionList/DescriptionList';
export { EmptyState, type EmptyStateProps } from './layout/EmptyState/EmptyState';
export { FieldRow, type FieldRowProps } from './layout/FieldRow/FieldRow';
export { Inline, type InlineProps, inlineAlignments, inlineVerticalAlignments } from './layout/Inline/Inline';
export {
  BackLink,
  type BackLinkProps,
  PageHeader,
  type PageHeaderProps,
} from './layout/PageHeader/PageHeader';
export { RowList, RowListItem, type RowListItemProps, type RowListProps } from './layout/RowList/RowList';
export { type BreakpointName, breakpointNames, type Responsive } from './layout/responsive';
export { Section, type SectionProps } from './layout/Section/Section';
export { Stack, type StackProps, stackAlignments } from './layout/Stack/Stack';
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
} from './layout/Text/Text';
export { Toolbar, type ToolbarProps } from './layout/Toolbar/Toolbar';
export { WithAside, type WithAsideProps } from './layout/WithAside/WithAside';
export { AppLayout, type AppLayoutProps, type AppNavItem } from './templates/AppLayout/AppLayout';
export { OnboardingLayout, type OnboardingLayoutProps } from './templates/OnboardingLayout/OnboardingLayout';
export {
  PublicLayout,
  type PublicLayoutProps,
  publicLayoutWidths,
} from './templates/PublicLayout/PublicLayout';
export { HEADER_HEIGHT } from './templates/templates.css';
export { type LayoutTexts, layoutTexts } from './templates/texts';
export {
  COLOR_MODE_STORAGE_KEY,
  COLOR_MODES,
  type ColorMode,
  getColorMode,
  LIGHT_CLASS,
  setColorMode,
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
