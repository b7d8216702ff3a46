import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../lib/forms';
import { Button } from '../../ui/button';
import { PageHeader } from '../../ui/page';
import { Tabs } from '../../ui/tabs';
import { toast } from '../../ui/toast';
import { AffiliatesPanel } from './affiliates-panel';
import { useRunAffiliateStatements } from './api';
import { PlansPanel } from './plans-panel';
import { StatementsPanel } from './statements-panel';

type Tab = 'affiliates' | 'plans' | 'statements';

/**
 * Affiliate commission (issue 29, decision 61): the affiliates with their member and plan, the
 * commission plans, the statements, and closing the periods that are due now.
 */
export function AffiliatesPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('affiliates');
  const run = useRunAffiliateStatements();
  return (
    <>
      <PageHeader
        title={t('affiliates.title')}
        subtitle={t('affiliates.subtitle')}
        actions={
          <Button
            busy={run.isPending}
            onClick={() =>
              run.mutate(undefined, {
                onSuccess: (result) => toast(t('affiliates.ran', result)),
                onError: (error) => toast(messageOf(error), 'error'),
              })
            }
          >
            {t('affiliates.runNow')}
          </Button>
        }
      />
      <div className="mb-3">
        <Tabs
          label={t('affiliates.title')}
          value={tab}
          onChange={setTab}
          options={[
            { value: 'affiliates', label: t('affiliates.tabAffiliates') },
            { value: 'plans', label: t('affiliates.tabPlans') },
            { value: 'statements', label: t('affiliates.tabStatements') },
          ]}
        />
      </div>
      {tab === 'affiliates' ? <AffiliatesPanel /> : tab === 'plans' ? <PlansPanel /> : <StatementsPanel />}
    </>
  );
}
