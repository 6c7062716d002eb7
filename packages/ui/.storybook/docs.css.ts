import { globalStyle } from '@vanilla-extract/css';
import { LIGHT_CLASS } from '../src/theme/colorMode';
import { vars } from '../src/theme/contract.css';

// Storybook's light syntax colours for JSX tag and attribute names are under 4.5:1 on the kit's
// light page (#eb0000 and #007ca0 on #f5f6f8): the docs' code blocks take the kit's own text
// colours for them instead (AA on every surface, `contrast.test.tsx`).
globalStyle(`.${LIGHT_CLASS} .docblock-source .token.attr-name`, { color: vars.color.danger });
globalStyle(`.${LIGHT_CLASS} .docblock-source .token.class-name`, { color: vars.color.info });
