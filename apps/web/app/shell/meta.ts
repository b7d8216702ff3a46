import type { MetaArgs, MetaDescriptor } from 'react-router';
import type { webTh } from '@chaba/i18n/catalogs/web.th';
import { getI18n, languageFromPath, type MessageKey } from '../lib/i18n';
import type { RootData } from '../lib/site';

export type PageKey = keyof (typeof webTh)['pages'];

/** The site name from the root loader, for the title template. */
function siteName(matches: MetaArgs['matches']): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  return root?.site.name ?? 'CHABA';
}

/** Title template of spec §2.2: '%s - ' followed by the site name, in the page's language. */
export function pageTitle(args: MetaArgs, key: PageKey): string {
  const t = getI18n(languageFromPath(args.location.pathname)).t;
  return `${t(`pages.${key}`)} - ${siteName(args.matches)}`;
}

/** The meta export of a page: its title and the site description. */
export function pageMeta(key: PageKey) {
  return textMeta(`pages.${key}`);
}

/** The meta export of a page titled by any text (a feature's own catalog), and the site description. */
export function textMeta(key: MessageKey) {
  return (args: MetaArgs): MetaDescriptor[] => {
    const t = getI18n(languageFromPath(args.location.pathname)).t;
    return [
      { title: `${t(key)} - ${siteName(args.matches)}` },
      { name: 'description', content: t('site.description') },
    ];
  };
}

/** The home page's title: the tagline, then the site name. */
export function homeMeta(args: MetaArgs): MetaDescriptor[] {
  const t = getI18n(languageFromPath(args.location.pathname)).t;
  return [
    { title: `${t('site.tagline')} - ${siteName(args.matches)}` },
    { name: 'description', content: t('site.description') },
  ];
}
