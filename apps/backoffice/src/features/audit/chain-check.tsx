import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { useVerifyAuditChain } from './api';

/** Recomputes the hash chain on the server and says whether a record was changed or removed. */
export function ChainCheck() {
  const { t } = useTranslation();
  const verify = useVerifyAuditChain();
  const result = verify.data;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {result ? (
        <span data-testid="chain-result">
          {result.intact ? (
            <Badge tone="success">{t('audit.intact', { count: result.checked })}</Badge>
          ) : (
            <Badge tone="danger">
              {t('audit.broken', { id: result.broken_id ?? '-', reason: result.reason ?? '' })}
            </Badge>
          )}
        </span>
      ) : verify.error ? (
        <Badge tone="danger">{verify.error.message}</Badge>
      ) : null}
      <Button size="sm" onClick={() => void verify.refetch()} busy={verify.isFetching}>
        {t('audit.verify')}
      </Button>
    </div>
  );
}
