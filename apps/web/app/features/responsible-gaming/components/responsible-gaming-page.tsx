import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { useLocalizePath } from '../../../lib/language';
import { usePopup } from '../../../lib/popup';
import { useSession } from '../../../lib/session';
import { useSite } from '../../../lib/site';
import { Button } from '../../../ui/button';
import { HeadsetIcon, LoginIcon, ShieldIcon } from '../../../ui/icons';
import { ProtectionTools } from './protection-tools';

const toolKeys = [
  'depositLimits',
  'lossLimits',
  'playTime',
  'realityCheck',
  'timeOut',
  'selfExclusion',
  'closure',
] as const;

/**
 * /responsible-gaming (issue 13): for everyone, what each tool does and where to get help; for a
 * member, the tools themselves beside it.
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  const { open } = usePopup();

  return (
    <div data-testid="responsible-gaming" className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-12">
      <h1 className="flex items-center gap-3 text-2xl font-bold text-gold-100 md:text-3xl">
        <ShieldIcon size={28} className="text-gold-300" />
        {t('protection.title')}
      </h1>
      <p className="mt-3 max-w-3xl text-sm leading-relaxed text-ink-300 md:text-base">
        {t('protection.intro')}
      </p>
      {status === 'member' ? (
        <div className="mt-8 grid items-start gap-6 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-8">
          <div className="space-y-5">
            <ToolList />
            <HelpBox />
          </div>
          {/* A member's phone shows the tools first, the explanations after them. */}
          <div className="order-first md:order-none">
            <ProtectionTools wide />
          </div>
        </div>
      ) : (
        <div className="mt-8 grid items-start gap-6 md:grid-cols-2 lg:gap-8">
          <ToolList />
          <div className="space-y-5">
            <HelpBox />
            <div className="rounded-2xl border border-gold-400/25 bg-gradient-to-br from-ink-800 to-ink-900 p-6 text-center">
              <p className="text-sm text-ink-200">{t('protection.guestLogin')}</p>
              <Button className="mt-4" onClick={() => open('Login')}>
                <LoginIcon size={18} />
                {t('nav.login')}
              </Button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

function ToolList() {
  const { t } = useTranslation();
  return (
    <section className="rounded-2xl border border-white/5 bg-ink-900/70 p-4">
      <h2 className="mb-3 text-base font-semibold text-gold-200">{t('protection.tools.title')}</h2>
      <ul className="space-y-2.5 text-sm leading-relaxed text-ink-200">
        {toolKeys.map((key) => (
          <li key={key} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-gold-400" />
            {t(`protection.tools.${key}`)}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs leading-relaxed text-ink-400">{t('protection.tools.rules')}</p>
    </section>
  );
}

function HelpBox() {
  const { t } = useTranslation();
  const site = useSite();
  const localize = useLocalizePath();
  return (
    <section className="rounded-2xl border border-emerald-400/25 bg-emerald-950/30 p-4">
      <h2 className="mb-2 flex items-center gap-2 text-base font-semibold text-emerald-100">
        <HeadsetIcon size={18} />
        {t('protection.help.title')}
      </h2>
      <p className="text-sm leading-relaxed text-ink-200">{t('protection.help.text')}</p>
      <p className="mt-2 text-sm font-semibold text-white">{t('protection.help.hotline')}</p>
      <p className="mt-2 text-sm leading-relaxed text-ink-300">
        {site.line ? (
          <a href={site.line} target="_blank" rel="noreferrer" className="text-gold-300 hover:underline">
            {t('protection.help.support')}
          </a>
        ) : (
          t('protection.help.support')
        )}
      </p>
      <Link
        to={localize('/responsible-gaming/account')}
        className="mt-3 block text-sm font-semibold text-gold-300 hover:underline"
      >
        {t('protection.help.restricted')}
      </Link>
    </section>
  );
}
