import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation, type MessageKey } from '../../../lib/i18n';
import { useLocalizePath } from '../../../lib/language';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { useVerifyPage, type VerifyFields } from './use-verify-page';

const cardClass = 'rounded-2xl border border-gold-400/20 bg-ink-900/80 p-4 md:p-5';

type VerifyPageState = ReturnType<typeof useVerifyPage>;

/** The form's inputs, in the order the scheme takes them; the API's names are the inputs' names. */
const inputs: { field: keyof VerifyFields; name: string; label: MessageKey; numeric?: boolean }[] = [
  { field: 'serverSeed', name: 'server_seed', label: 'wheel.verify.serverSeed' },
  { field: 'clientSeed', name: 'client_seed', label: 'wheel.verify.clientSeed' },
  { field: 'nonce', name: 'nonce', label: 'wheel.verify.nonce', numeric: true },
  { field: 'choices', name: 'choices', label: 'wheel.verify.choices' },
];

/**
 * The wheel's public verify page (issue 31, decision 73): anyone recomputes a spin from its revealed
 * server seed, the client seed, the nonce and the prizes it could draw: the seed's SHA-256 (against
 * the hash shown before the spin, when linked from one) and the prize drawn; then how it is done.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const page = useVerifyPage();
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 md:px-6 md:py-10">
      <h1 className="text-2xl font-bold text-gold-100 md:text-3xl">{t('wheel.verify.title')}</h1>
      <p className="mt-1 text-sm leading-relaxed text-ink-300">{t('wheel.verify.intro')}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-2 md:items-start">
        <VerifyForm page={page} />
        <div className="space-y-4">
          <VerifyResult page={page} />
          <section className={cardClass}>
            <h2 className="font-semibold text-white">{t('wheel.verify.schemeTitle')}</h2>
            <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm leading-relaxed text-ink-200 marker:text-gold-400">
              <li>{t('wheel.verify.scheme1')}</li>
              <li>{t('wheel.verify.scheme2')}</li>
              <li>{t('wheel.verify.scheme3')}</li>
              <li>{t('wheel.verify.scheme4')}</li>
            </ol>
          </section>
          <Link
            to={localize('/wheel')}
            className="inline-block text-sm font-semibold text-gold-300 underline underline-offset-4"
          >
            {t('wheel.verify.backToWheel')}
          </Link>
        </div>
      </div>
    </div>
  );
}

function VerifyForm({ page }: { page: VerifyPageState }) {
  const { t } = useTranslation();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void page.submit();
  };
  return (
    <form noValidate onSubmit={onSubmit} className={`${cardClass} space-y-1`} data-testid="verify-form">
      {inputs.map((input) => (
        <TextField
          key={input.field}
          label={t(input.label)}
          name={input.name}
          value={page.fields[input.field]}
          onChange={page.setField(input.field)}
          error={page.errors[input.field]}
          hint={input.field === 'choices' ? t('wheel.verify.choicesHint') : undefined}
          inputMode={input.numeric ? 'numeric' : undefined}
          digitsOnly={input.numeric}
          autoComplete="off"
          spellCheck={false}
        />
      ))}
      {page.failure && (
        <p role="alert" className="rounded-xl bg-rose-500/10 p-3 text-sm text-rose-200">
          {page.failure}
        </p>
      )}
      <Button type="submit" block loading={page.pending} data-testid="verify-submit">
        {t('wheel.verify.submit')}
      </Button>
    </form>
  );
}

function VerifyResult({ page }: { page: VerifyPageState }) {
  const { t } = useTranslation();
  const result = page.result;
  if (!result) return null;
  const matches = page.expectedHash === result.server_seed_hash;
  return (
    <section data-testid="verify-result" aria-live="polite" className={`${cardClass} border-gold-300/50`}>
      <h2 className="font-semibold text-white">{t('wheel.verify.resultTitle')}</h2>
      <dl className="mt-3 space-y-3 text-sm">
        <div>
          <dt className="text-xs text-ink-400">{t('wheel.verify.hash')}</dt>
          <dd data-testid="verify-hash" className="font-mono text-xs break-all text-ink-100">
            {result.server_seed_hash}
          </dd>
          {page.expectedHash && (
            <dd
              data-testid="verify-hash-check"
              data-matches={matches}
              className={`mt-1 text-xs font-semibold ${matches ? 'text-emerald-300' : 'text-rose-300'}`}
            >
              {matches ? `✓ ${t('wheel.verify.hashMatches')}` : `✗ ${t('wheel.verify.hashDiffers')}`}
            </dd>
          )}
        </div>
        <div className="flex gap-6">
          <div>
            <dt className="text-xs text-ink-400">{t('wheel.verify.drawn')}</dt>
            <dd data-testid="verify-drawn" className="text-2xl font-bold text-gold-200 tabular-nums">
              {result.drawn}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-ink-400">{t('wheel.verify.prize')}</dt>
            <dd data-testid="verify-prize" className="font-mono text-lg break-all text-white">
              {result.prize_key}
            </dd>
          </div>
        </div>
      </dl>
      <ChoiceChances choices={page.checked} drawn={result.drawn} />
    </section>
  );
}

/** The prizes the spin could draw, each one's chance (its weight over the sum), the drawn one marked. */
function ChoiceChances({ choices, drawn }: { choices: { key: string; weight: number }[]; drawn: number }) {
  const total = choices.reduce((sum, choice) => sum + choice.weight, 0);
  return (
    <ol className="mt-3 space-y-1 text-xs">
      {choices.map((choice, index) => (
        <li
          key={`${choice.key}-${index}`}
          className={`flex justify-between gap-3 rounded-lg px-2 py-1 font-mono ${index === drawn ? 'bg-gold-400/15 text-gold-100' : 'text-ink-300'}`}
        >
          <span className="break-all">
            {index}. {choice.key}
          </span>
          <span className="shrink-0 tabular-nums">
            {choice.weight}/{total} ({((choice.weight / total) * 100).toFixed(1)}%)
          </span>
        </li>
      ))}
    </ol>
  );
}
