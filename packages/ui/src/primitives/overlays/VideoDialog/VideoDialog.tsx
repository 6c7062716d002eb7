import { Play } from 'lucide-react';
import { Button } from '../../controls/Button/Button';
import { Icon } from '../../foundations/Icon/Icon';
import { Dialog, DialogTrigger } from '../Dialog/Dialog';
import { video as videoClass } from './VideoDialog.css';

/** The words of `VideoDialog`. */
export interface VideoDialogMessages {
  /** The dialog's title, from the video's subject. */
  title: (name: string) => string;
  /** Shown by a browser that cannot play the video. */
  unsupported: string;
  /** The close button. */
  close: string;
}

const defaultMessages: VideoDialogMessages = {
  title: (name) => `${name}: Video`,
  unsupported: 'Your browser cannot play this video.',
  close: 'Close',
};

export interface VideoDialogProps {
  /** The video's URL (same origin: the CSP allows media from 'self' only). */
  src: string;
  /** What the video is about, e.g. the model's name: it titles the dialog. */
  name: string;
  /** The trigger button's label, e.g. 'Watch the Video'. */
  triggerLabel: string;
  /** @default 'secondary' */
  triggerVariant?: 'primary' | 'secondary' | 'ghost';
  /** @default { title: (name) => `${name}: Video`, unsupported: 'Your browser cannot play this video.', close: 'Close' } */
  messages?: Partial<VideoDialogMessages>;
}

/**
 * A button that opens a learning video in a dialog (doc 2 §2: the product video modal and the
 * models' and indices' videos). The video has native controls and never plays by itself; closing
 * the dialog unmounts it, which stops it, and focus returns to the button.
 */
export function VideoDialog({
  src,
  name,
  triggerLabel,
  triggerVariant = 'secondary',
  messages,
}: VideoDialogProps) {
  const t = { ...defaultMessages, ...messages };
  return (
    <DialogTrigger>
      <Button variant={triggerVariant}>
        <Icon icon={Play} />
        {triggerLabel}
      </Button>
      <Dialog title={t.title(name)} size="lg" messages={{ close: t.close }}>
        {/* biome-ignore lint/a11y/useMediaCaption: the learning videos come without caption tracks from the partner API */}
        <video className={videoClass} src={src} controls preload="metadata">
          {t.unsupported}
        </video>
      </Dialog>
    </DialogTrigger>
  );
}
