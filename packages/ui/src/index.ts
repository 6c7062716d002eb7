// The public surface of @cairn/ui: one explicit barrel. Theme CSS is registered by importing the
// theme modules here, so an app that imports any component gets the tokens and the reset.
import './theme/global.css';
import './theme/dark.css';
import './theme/light.css';

export { AppRoot, type AppRootProps } from './components/AppRoot/AppRoot';
export { Button, type ButtonProps, LinkButton, type LinkButtonProps } from './components/Button/Button';
export { buttonSizes, buttonVariants } from './components/Button/Button.css';
export { ErrorBoundary, type ErrorBoundaryProps } from './components/ErrorBoundary/ErrorBoundary';
export { MessageScreen, type MessageScreenProps, type ScreenAction } from './components/Screen/Screen';
export { ErrorScreen, NotFoundScreen, PageNotAvailableScreen } from './components/Screen/screens';
export {
  COLOR_MODE_STORAGE_KEY,
  COLOR_MODES,
  type ColorMode,
  getColorMode,
  LIGHT_CLASS,
  setColorMode,
} from './theme/colorMode';
export { vars } from './theme/contract.css';
