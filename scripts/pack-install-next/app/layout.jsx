// The root layout of scripts/pack-install-test.mjs's Next.js App Router consumer: a server
// component, as another team would write it. The pre-paint script sets the colour mode on <html>
// before React hydrates, hence `suppressHydrationWarning` on <html> (its class, attribute and
// colour-scheme differ from the server's on purpose).
import '@cairn/ui/styles.css';
import { ThemeProvider } from '@cairn/ui';

export const metadata = { title: 'Consumer (Next.js)' };

export default function RootLayout({ children }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script src="/color-mode.js" data-default-mode="system" />
        <link rel="icon" href="data:," />
      </head>
      <body>
        <ThemeProvider defaultMode="system">{children}</ThemeProvider>
      </body>
    </html>
  );
}
