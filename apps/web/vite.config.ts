import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/** React, React DOM and React Router: one file every page loads. */
const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream)[\\/]/;

/**
 * The site's own code every page runs (header, footer, session, texts, dialogs): one file rather
 * than twenty small ones, which gzip worse (issue 14, decision 29). A list, not a folder: a module
 * only a popup uses must stay out, or every page would load it. One missing here is merely split.
 */
const shellModules = [
  /app[\\/]lib[\\/](i18n|popup|session|use-session-state|cookies|auth-storage|maintenance|use-tracking-cookies|api|site|language|lazy-component)\.tsx?$/,
  /app[\\/]ui[\\/](feedback|dialog|use-dialog|button|icons|logo)\.tsx?$/,
  /app[\\/]shell[\\/](main-header|use-main-header|hero|mobile-bottom-bar|footer|floating-contact|drawer|play-game|popup-host|progress-bar|error-page|language-switcher|meta)\.tsx?$/,
  /app[\\/]features[\\/](announcement[\\/]components[\\/]announcement|announcement[\\/]api[\\/]announcement-api|maintenance[\\/]components[\\/]maintenance-notice|install-app[\\/]install-app)\.tsx?$/,
  /packages[\\/]i18n[\\/]src[\\/](format|interpolate|languages)\.ts$/,
];

// The browser's files only: the server's build stays as React Router makes it.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: framework },
                { name: 'shell', test: (id: string) => shellModules.some((pattern) => pattern.test(id)) },
              ],
            },
          },
        },
      },
    },
  },
});
