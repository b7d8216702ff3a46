import type { MetaArgs, MetaDescriptor } from 'react-router';
import { RestrictedAccountPage } from '../features/responsible-gaming/components/restricted-account-page';
import { getI18n, languageFromPath } from '../lib/i18n';
import type { RootData } from '../lib/site';

export function meta(args: MetaArgs): MetaDescriptor[] {
  const t = getI18n(languageFromPath(args.location.pathname)).t;
  const root = args.matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  return [{ title: `${t('protection.restricted.title')} - ${root?.site.name ?? 'CHABA'}` }];
}

/**
 * /responsible-gaming/account (issue 13): an account that cannot log in (time-out, self-exclusion,
 * closure) sees its status, withdraws its balance and asks to return, with its phone and password.
 */
export default function RestrictedAccountRoute() {
  return <RestrictedAccountPage />;
}
