import type { WebInstallCatalog } from './web-install.th';

export const webInstallEn: WebInstallCatalog = {
  label: 'Install the app',
  title: 'Install the app on your phone',
  text: 'Open it straight from your home screen: quick to load, no address to type.',
  install: 'Install',
  howTo: 'Tap ⋮ at the top right of your browser, then choose "Install app" or "Add to Home screen".',
  close: 'Close',
};
