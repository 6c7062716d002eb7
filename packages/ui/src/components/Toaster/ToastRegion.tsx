import { X } from 'lucide-react';
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { ToneIcon } from '../private/ToneIcon';
import type { Toaster } from './Toaster';
import { closeButton, content, icon, region, toast as toastClass } from './Toaster.css';

/** The toasts of a `ToastProvider`, loaded with its first toast. */
export default function ToastRegion({
  toaster,
  'aria-label': ariaLabel,
}: {
  toaster: Toaster;
  'aria-label': string;
}) {
  return (
    <AriaToastRegion queue={toaster.queue} className={region} aria-label={ariaLabel}>
      {({ toast }) => (
        <AriaToast
          toast={toast}
          className={toastClass({ tone: toast.content.tone })}
          data-tone={toast.content.tone}
        >
          <ToneIcon tone={toast.content.tone} className={icon({ tone: toast.content.tone })} />
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
