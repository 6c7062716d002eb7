import { DEFAULT_MARKETING_SITE_URL, DESKTOP_ONLY_SCREEN } from '@cairn/domain';
import { Monitor } from 'lucide-react';
import { MessageScreen, type MessageScreenProps } from '../../primitives/screens/Screen/Screen';

export interface DesktopOnlyScreenProps extends Pick<MessageScreenProps, 'variant'> {
  /** The provider's marketing site, the button's target. @default DEFAULT_MARKETING_SITE_URL */
  marketingUrl?: string;
}

/**
 * The page shown at / on mobile devices (doc 1 §1, §2.1; doc 3 §2): the product is available on
 * desktop only, please use a desktop to sign up or log in, and a button back to the marketing site.
 */
export function DesktopOnlyScreen({
  marketingUrl = DEFAULT_MARKETING_SITE_URL,
  variant,
}: DesktopOnlyScreenProps) {
  return (
    <MessageScreen
      icon={Monitor}
      title={DESKTOP_ONLY_SCREEN.title}
      message={DESKTOP_ONLY_SCREEN.message}
      actions={[{ label: DESKTOP_ONLY_SCREEN.actionLabel, href: marketingUrl }]}
      {...(variant ? { variant } : {})}
    />
  );
}
