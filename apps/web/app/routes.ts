import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Every page exists in Thai (no prefix), English (/en) and Chinese (/cn), spec §2.1. The three
 * sets share their route modules; ids are prefixed with the language to stay unique.
 */
const languagePrefixes = [
  { id: 'th', prefix: '' },
  { id: 'en', prefix: 'en' },
  { id: 'cn', prefix: 'cn' },
] as const;

function localizedRoutes(language: string, prefix: string): RouteConfigEntry[] {
  const path = (segment: string) => (prefix ? `${prefix}/${segment}` : segment);
  const page = (segment: string, file: string, name = segment) =>
    route(path(segment), file, { id: `${language}/${name}` });

  return [
    layout('shell/layouts/main-layout.tsx', { id: `${language}/main-layout` }, [
      prefix
        ? route(prefix, 'routes/home.tsx', { id: `${language}/home` })
        : index('routes/home.tsx', { id: `${language}/home` }),
      page('login', 'routes/login.tsx'),
      page('register', 'routes/register.tsx'),
      page('forgetpassword', 'routes/forgetpassword.tsx'),
      page('promotion', 'routes/promotion.tsx'),
      page('article', 'routes/article.tsx'),
      page('article/:slug', 'routes/article-entry.tsx', 'article-entry'),
      page('affiliate', 'routes/affiliate.tsx'),
      page('referral', 'routes/referral.tsx'),
      page('ref', 'routes/referral.tsx', 'ref'),
      page('ref/:key', 'routes/ref.tsx', 'ref-key'),
      page('wheel/verify', 'routes/wheel-verify.tsx', 'wheel-verify'),
      page('privacy-policy', 'routes/privacy-policy.tsx'),
      page('responsible-gaming', 'routes/responsible-gaming.tsx'),
      page(
        'responsible-gaming/account',
        'routes/responsible-gaming-account.tsx',
        'responsible-gaming-account',
      ),
      page('*', 'routes/not-found.tsx', 'not-found'),
    ]),
    layout('shell/layouts/member-layout.tsx', { id: `${language}/member-layout` }, [
      page('lobby', 'routes/lobby.tsx'),
      page('lobby/:id', 'routes/lobby.tsx', 'lobby-entry'),
      page('deposit', 'routes/deposit.tsx'),
      page('withdraw', 'routes/withdraw.tsx'),
      page('history', 'routes/history.tsx'),
      page('vip', 'routes/vip.tsx'),
      page('checkin', 'routes/checkin.tsx'),
      page('wheel', 'routes/wheel.tsx'),
      page('u', 'routes/user.tsx', 'user'),
      page('u/:id', 'routes/user.tsx', 'user-entry'),
    ]),
    layout('shell/layouts/header-layout.tsx', { id: `${language}/header-layout` }, [
      page('authenticate', 'routes/authenticate.tsx'),
      page('authentication', 'routes/authenticate.tsx', 'authentication'),
      page('casino-test', 'routes/casino-test.tsx'),
    ]),
    layout('shell/layouts/blank-layout.tsx', { id: `${language}/blank-layout` }, [
      page('slip', 'routes/slip.tsx'),
    ]),
  ];
}

export default languagePrefixes.flatMap(({ id, prefix }) =>
  localizedRoutes(id, prefix),
) satisfies RouteConfig;
