import { globalStyle } from '@vanilla-extract/css';
import { LIGHT_CLASS } from '../src/theme/colorMode';
import { vars } from '../src/theme/contract.css';

// Storybook's light syntax colours for JSX tag and attribute names are under 4.5:1 on the kit's
// light page (#eb0000 and #007ca0 on #f5f6f8): the docs' code blocks take the kit's own text
// colours for them instead (AA on every surface, `contrast.test.tsx`).
globalStyle(`.${LIGHT_CLASS} .docblock-source .token.attr-name`, { color: vars.color.danger });
globalStyle(`.${LIGHT_CLASS} .docblock-source .token.class-name`, { color: vars.color.info });

// Storybook's boolean control draws the value not chosen ("False" or "True") in its text colour at
// half opacity: 4.0:1 on the light toggle's track. The kit's muted text is AA on every surface.
globalStyle('.docblock-argstable input[role="switch"]:checked + span', { color: vars.color.textMuted });
globalStyle('.docblock-argstable input[role="switch"]:not(:checked) + span + span', {
  color: vars.color.textMuted,
});

// A story is drawn inside its block: a template's skip link, moved up out of sight until focused,
// lay over the block's toolbar (its reload and zoom buttons lost their target size: axe
// `target-size`). The story's frame is the containing block of its positioned parts and clips them.
globalStyle('.sbdocs .sb-story', { position: 'relative', overflow: 'hidden' });

// The block around it (Storybook's `.docs-story`) scrolls its overflow: a story whose frame came out
// a pixel taller than the block while it laid out made the block a scrollable region with nothing
// focusable inside (axe `scrollable-region-focusable`, TrackRecordChart's Empty story in CI). The
// frame above already clips the story, so the block has nothing of its own to scroll.
globalStyle('.sbdocs .docs-story', { overflow: 'hidden' });
