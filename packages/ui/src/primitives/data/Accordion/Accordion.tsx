import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  composeRenderProps,
  Disclosure,
  DisclosureGroup,
  type DisclosureGroupProps,
  DisclosurePanel,
  type DisclosureProps,
  Heading,
  type Key,
} from 'react-aria-components';
import { cx } from '../../../utils/cx';
import { Icon } from '../../foundations/Icon/Icon';
import { chevron, group, heading, item as itemClass, panel, panelInner, trigger } from './Accordion.css';

export interface AccordionItemProps extends Omit<DisclosureProps, 'children'> {
  /** The question or section title (a button inside a heading). */
  title: ReactNode;
  /** The answer, shown when expanded. */
  children: ReactNode;
  /** The heading level of the title. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * One expandable section (react-aria `Disclosure`): a heading with a button (`aria-expanded`) and a
 * panel. Enter or Space toggles it.
 *
 * Selectors: item `[data-expanded]`, `[data-disabled]`, `[data-focus-visible-within]`; button
 * `[data-hovered]`, `[data-focus-visible]`.
 */
export function AccordionItem({ title, children, headingLevel = 3, ...props }: AccordionItemProps) {
  return (
    <Disclosure
      {...props}
      className={composeRenderProps(props.className, (className) => cx(itemClass, className))}
    >
      <Heading level={headingLevel} className={heading}>
        <AriaButton slot="trigger" className={trigger}>
          {title}
          <Icon icon={ChevronDown} className={chevron} />
        </AriaButton>
      </Heading>
      <DisclosurePanel className={panel}>
        <div className={panelInner}>{children}</div>
      </DisclosurePanel>
    </Disclosure>
  );
}

/** One entry of an {@link Accordion}'s `items`. */
export interface AccordionEntry {
  id: Key;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps extends Omit<DisclosureGroupProps, 'children'> {
  /** The sections; or pass `AccordionItem`s as children. */
  items?: readonly AccordionEntry[];
  children?: ReactNode;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** `compact`: 14 px titles in 36 px rows, the weight of a table (details under a table's rows). */
  'data-density'?: 'compact';
}

/**
 * A group of expandable sections, e.g. the Tax Center FAQ (react-aria `DisclosureGroup`). One
 * section open at a time unless `allowsMultipleExpanded`.
 *
 * Selectors: `[data-disabled]`, `[data-density]`; items as {@link AccordionItem}.
 */
export function Accordion({ items, children, headingLevel = 3, ...props }: AccordionProps) {
  return (
    <DisclosureGroup
      {...props}
      className={composeRenderProps(props.className, (className) => cx(group, className))}
    >
      {items
        ? items.map((entry) => (
            <AccordionItem key={entry.id} id={entry.id} title={entry.title} headingLevel={headingLevel}>
              {entry.content}
            </AccordionItem>
          ))
        : children}
    </DisclosureGroup>
  );
}
