import { Image, Inline, PageHeader, VideoDialog } from '@cairn/ui';
import type { ReactNode } from 'react';
import { marketplaceTexts, videoDialogTexts } from './copy';
import { headerIcon, subtitle } from './ProductHeader.css';

export interface ProductHeaderProps {
  /** Where Back goes, and its label. */
  back: { label: string; href: string };
  /** The model's or index's name, beside its icon. */
  name: string;
  /** The icon's address (a placeholder shows without one). */
  icon: string | null;
  /** Under the name: the model's style, the index's ticker. */
  description: string;
  /** The learning video, when the product has one: a button that opens it. */
  videoUrl: string | null | undefined;
  /** The Add button, when the product can be added. */
  add: ReactNode;
}

/**
 * The header of a model's or an index's page (doc 2 §2): Back, the icon and name, what it is, Add
 * as the primary action and the learning video beside it.
 */
export function ProductHeader({ back, name, icon, description, videoUrl, add }: ProductHeaderProps) {
  return (
    <PageHeader
      back={back}
      title={
        <Inline space="16" alignY="center">
          <Image src={icon} alt="" fallbackName={name} width={48} height={48} className={headerIcon} />
          {name}
        </Inline>
      }
      description={<span className={subtitle}>{description}</span>}
      primaryAction={add}
      secondaryActions={
        videoUrl ? (
          <VideoDialog
            src={videoUrl}
            name={name}
            triggerLabel={marketplaceTexts.learningVideo}
            messages={videoDialogTexts}
          />
        ) : null
      }
    />
  );
}
