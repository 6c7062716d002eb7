import { Banner, type Tone } from '@cairn/ui';
import type { NoticeTexts } from './copy';

/** A dismissible notice worded by the domain: its title, what happened, and the link to act on it. */
export function NoticeBanner({
  texts,
  tone,
  onDismiss,
}: {
  texts: NoticeTexts;
  tone: Tone;
  onDismiss: () => void;
}) {
  return (
    <Banner
      tone={tone}
      title={texts.title}
      action={{ label: texts.action, href: texts.href }}
      onDismiss={onDismiss}
    >
      {texts.body}
    </Banner>
  );
}
