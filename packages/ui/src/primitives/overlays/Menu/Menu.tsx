import { ChevronDown, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  Popover as AriaPopover,
  type Key,
  MenuTrigger,
  type MenuTriggerProps,
  type PopoverProps,
} from 'react-aria-components';
import { visuallyHidden } from '../../../theme/utilities.css';
import { defined } from '../../../utils/defined';
import { Button, type ButtonProps } from '../../controls/Button/Button';
import { Icon } from '../../foundations/Icon/Icon';
import { popoverPanel } from '../Popover/Popover.css';
import { chevron, item as itemClass, itemDescription, menu } from './Menu.css';

/** One action of a {@link Menu}. */
export interface MenuItemData {
  /** Passed to `onAction`. */
  id: Key;
  label: string;
  /** The item is a link to this address (e.g. a row's 'Edit'). */
  href?: string;
  /** A second, muted line, read as part of the item's name (e.g. 'Coming Soon', or why it is disabled). */
  description?: string;
  /** The item shows but cannot be chosen (skipped by the arrow keys). @default false */
  isDisabled?: boolean;
}

export interface MenuProps extends Omit<MenuTriggerProps, 'children'> {
  /** The trigger button's text, e.g. 'Transfer'; also the menu's name. */
  label: ReactNode;
  /**
   * An icon-only trigger (a table row's '⋯' actions): the icon replaces the chevron and `label`
   * is hidden but still names the trigger (e.g. 'Actions for Cairn Bitcoin Index').
   */
  icon?: LucideIcon;
  /** The actions, in order. */
  items: readonly MenuItemData[];
  /** Called with the chosen item's `id`. */
  onAction: (id: Key) => void;
  /** Disables the trigger (e.g. Transfer until KYC succeeds). @default false */
  isDisabled?: boolean;
  /** Why the trigger is disabled: it stays focusable and shows this in a tooltip (see `Button`). */
  disabledReason?: string;
  /** The trigger's look. @default 'secondary' */
  variant?: ButtonProps['variant'];
  /** @default 'bottom start' */
  placement?: PopoverProps['placement'];
  /** Merged last onto the trigger button. */
  className?: string;
}

/**
 * A menu button (react-aria `MenuTrigger` + `Menu`), e.g. the 'Transfer' dropdown with Deposit and
 * Withdraw. Enter, Space or ArrowDown opens it on the first item, ArrowUp on the last; arrows move,
 * Enter chooses, Escape closes and returns focus to the button.
 *
 * Selectors: items `[data-focused]`, `[data-hovered]`, `[data-pressed]`, `[data-focus-visible]`,
 * `[data-disabled]`; popover `[data-placement]`.
 */
export function Menu({
  label,
  icon,
  items,
  onAction,
  isDisabled = false,
  disabledReason,
  variant = 'secondary',
  placement = 'bottom start',
  className,
  ...triggerProps
}: MenuProps) {
  const disabledKeys = items.filter((entry) => entry.isDisabled === true).map((entry) => entry.id);
  return (
    <MenuTrigger {...triggerProps}>
      <Button
        variant={variant}
        // An icon trigger sits in a table row: the small size fits the 40 px row.
        size={icon === undefined ? 'md' : 'sm'}
        isDisabled={isDisabled}
        {...defined({ disabledReason })}
        {...defined({ className })}
      >
        {icon === undefined ? (
          <>
            {label}
            <Icon icon={ChevronDown} className={chevron} />
          </>
        ) : (
          <>
            <Icon icon={icon} />
            <span className={visuallyHidden}>{label}</span>
          </>
        )}
      </Button>
      <AriaPopover placement={placement} offset={4} className={popoverPanel}>
        <AriaMenu className={menu} items={items} disabledKeys={disabledKeys} onAction={(id) => onAction(id)}>
          {(entry) => (
            <AriaMenuItem
              id={entry.id}
              textValue={entry.label}
              className={itemClass}
              {...defined({ href: entry.href })}
            >
              <span>{entry.label}</span>
              {entry.description ? <span className={itemDescription}>{entry.description}</span> : null}
            </AriaMenuItem>
          )}
        </AriaMenu>
      </AriaPopover>
    </MenuTrigger>
  );
}
