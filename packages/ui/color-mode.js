// Cairn pre-paint colour mode: load this classic script in <head> before the stylesheet so the page
// never flashes the wrong theme. It is a file, not inline, so a strict CSP (no 'unsafe-inline')
// allows it. Keep in step with src/theme/colorMode.ts (key 'theme', class 'cairn-light').
(() => {
  let mode = 'dark';
  try {
    if (window.localStorage.getItem('theme') === 'light') mode = 'light';
  } catch {
    // Storage unavailable: keep the default dark theme.
  }
  const root = document.documentElement;
  if (mode === 'light') root.classList.add('cairn-light');
  root.style.colorScheme = mode;
})();
