import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
  composeRenderProps,
} from 'react-aria-components';
import { cx } from '../../../utils/cx';
import { tab, tabList, tabPanel, tabs } from './Tabs.css';

const merge = (base: string) => (className: string | undefined) => cx(base, className);

export type TabsProps = AriaTabsProps;

/**
 * Tabs (react-aria `Tabs`): a `TabList` of `Tab`s and one `TabPanel` per tab, matched by `id`.
 * Arrow keys move between tabs, Home/End jump, disabled tabs are skipped.
 *
 * Selectors: `[data-orientation="horizontal | vertical"]`.
 */
export function Tabs(props: TabsProps) {
  return <AriaTabs {...props} className={composeRenderProps(props.className, merge(tabs))} />;
}

export type TabListProps<T extends object> = AriaTabListProps<T>;

/** The row of tabs; needs an `aria-label`. Selectors: `[data-orientation]`. */
export function TabList<T extends object>(props: TabListProps<T>) {
  return <AriaTabList {...props} className={composeRenderProps(props.className, merge(tabList))} />;
}

export type TabProps = AriaTabProps;

/**
 * One tab. Selectors: `[data-selected]`, `[data-hovered]`, `[data-pressed]`, `[data-focus-visible]`,
 * `[data-disabled]`.
 */
export function Tab(props: TabProps) {
  return <AriaTab {...props} className={composeRenderProps(props.className, merge(tab))} />;
}

export type TabPanelProps = AriaTabPanelProps;

/** The content of the tab with the same `id`. Selectors: `[data-focus-visible]`, `[data-entering]`. */
export function TabPanel(props: TabPanelProps) {
  return <AriaTabPanel {...props} className={composeRenderProps(props.className, merge(tabPanel))} />;
}
