import {
  affiliatePlanResponse,
  affiliatePlansResponse,
  affiliatesResponse,
  affiliateStatementsResponse,
  affiliateSummaryResponse,
  runAffiliateStatementsResponse,
  type AffiliatePlan,
  type AffiliatePlanRequest,
  type AffiliateStatement,
  type AffiliateSummary,
  type UpdateAffiliateRequest,
} from '@chaba/contracts/affiliates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export type { AffiliatePlan, AffiliatePlanRequest, AffiliateStatement, AffiliateSummary };

const affiliatesPath = '/api/backoffice/affiliates';
const plansPath = '/api/backoffice/affiliate-plans';
const statementsPath = '/api/backoffice/affiliate-statements';

export function useAffiliates() {
  return useQuery({
    queryKey: [affiliatesPath],
    queryFn: ({ signal }) => callApi(affiliatesPath, { schema: affiliatesResponse, signal }),
  });
}

export function useAffiliatePlans() {
  return useQuery({
    queryKey: [plansPath],
    queryFn: ({ signal }) => callApi(plansPath, { schema: affiliatePlansResponse, signal }),
  });
}

/** One page of statements (pages from 1), of one affiliate or all. */
export function useAffiliateStatements(options: { affiliateId?: number; page: number }) {
  return useQuery({
    queryKey: [statementsPath, options],
    queryFn: ({ signal }) =>
      callApi(statementsPath, {
        query: { affiliate_id: options.affiliateId, page: options.page },
        schema: affiliateStatementsResponse,
        signal,
      }),
  });
}

/** A change to affiliates, plans or statements: every list of the desk is read again after it. */
function useAffiliateMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all(
        [affiliatesPath, plansPath, statementsPath].map((path) =>
          queryClient.invalidateQueries({ queryKey: [path] }),
        ),
      ),
  });
}

export function useUpdateAffiliate() {
  return useAffiliateMutation(({ id, ...body }: UpdateAffiliateRequest & { id: number }) =>
    callApi(`${affiliatesPath}/${id}`, { method: 'PATCH', body, schema: affiliateSummaryResponse }),
  );
}

/** Creates a plan, or changes one (`id`). */
export function useSaveAffiliatePlan() {
  return useAffiliateMutation(({ id, ...body }: AffiliatePlanRequest & { id?: number }) =>
    callApi(id ? `${plansPath}/${id}` : plansPath, {
      method: id ? 'PUT' : 'POST',
      body,
      schema: affiliatePlanResponse,
    }),
  );
}

export function useRunAffiliateStatements() {
  return useAffiliateMutation(() =>
    callApi(`${statementsPath}/run`, { method: 'POST', schema: runAffiliateStatementsResponse }),
  );
}
