// `@cairn/ui/theme`: the kit's one side effect, kept out of the barrel so that importing a
// component brings that component and nothing else. Import it once, first, at an app's entry: the
// self-hosted Inter font, the reset and global styles, then the tokens of the dark (default) and light colour modes.
import './theme/font.css';
import './theme/global.css';
import './theme/dark.css';
import './theme/light.css';
