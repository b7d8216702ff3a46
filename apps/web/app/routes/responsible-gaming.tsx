import type { MetaArgs, MetaDescriptor } from 'react-router';
import { ResponsibleGamingPage } from '../features/responsible-gaming/components/responsible-gaming-page';
import { getI18n, languageFromPath } from '../lib/i18n';
import type { RootData } from '../lib/site';

/** The title template of spec §2.2 with the page's own title. */
export function meta(args: MetaArgs): MetaDescriptor[] {
  const t = getI18n(languageFromPath(args.location.pathname)).t;
  const root = args.matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  return [
    { title: `${t('protection.title')} - ${root?.site.name ?? 'CHABA'}` },
    { name: 'description', content: t('protection.intro') },
  ];
}

/** /responsible-gaming (issue 13): open to guests; members get their tools here too. */
export default function ResponsibleGamingRoute() {
  return <ResponsibleGamingPage />;
}
