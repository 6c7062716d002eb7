// `@cairn/ui/style`: what an app's own styles read, kept out of the components' barrel. The theme
// contract `vars` (colours, space, radii, type: use it in vanilla-extract `style()` calls so both
// colour modes follow), the height of the templates' header (for sticky content below it), the
// visually-hidden utility class and `cx`, which joins class names. No side effects: the stylesheet
// itself comes from `@cairn/ui/theme` (or `@cairn/ui/styles.css` in a published build).
// The answer tiles of the questionnaire (its Yes/No pair on Beneficiaries): for a `RadioGroup`'s
// `optionsClassName` (`answerTiles`, with `answerTilesTwoColumns` for a short pair) and each
// `Radio`'s `className` (`answerTile`), so a page's own yes/no question reads like the others.
export {
  option as answerTile,
  options as answerTiles,
  twoColumns as answerTilesTwoColumns,
} from './domain/Questionnaire/Questionnaire.css';
export { HEADER_HEIGHT } from './primitives/templates/templates.css';
export { vars } from './theme/contract.css';
export { visuallyHidden } from './theme/utilities.css';
export { cx } from './utils/cx';
