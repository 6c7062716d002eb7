import { X } from 'lucide-react';
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text,
} from 'react-aria-components';
import { Button } from '../../controls/Button/Button';
import { Icon } from '../../foundations/Icon/Icon';
import { ToneIcon } from '../../private/ToneIcon';
import type { ToastRegionProps } from './Toaster';
import { closeButton, content, icon, region, toast as toastClass } from './Toaster.css';

/**
 * The toasts of a `ToastProvider` (its `region`), mounted with its first toast. An app can load it
 * lazily, as `@cairn/app-shell` does, so that no first paint carries it.
 */
export function ToastRegion({ toaster, 'aria-label': ariaLabel }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={toaster.queue} className={region} aria-label={ariaLabel}>
      {({ toast }) => (
        <AriaToast toast={toast} className={toastClass} data-tone={toast.content.tone}>
          <ToneIcon tone={toast.content.tone} className={icon} />
          <AriaToastContent role={toast.content.tone === 'danger' ? 'alert' : 'status'} className={content}>
            <Text slot="title">{toast.content.message}</Text>
          </AriaToastContent>
          {toast.content.action ? (
            <Button
              variant="secondary"
              size="sm"
              onPress={() => {
                toast.content.action?.onAction();
                toaster.close(toast.key);
              }}
            >
              {toast.content.action.label}
            </Button>
          ) : null}
          <Button slot="close" variant="ghost" size="sm" className={closeButton}>
            <Icon icon={X} />
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
