import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { WheelVerifyResponse } from '@chaba/contracts/wheel';
import { clientSeedPattern } from '@chaba/contracts/client-seed';
import { ApiError, useApi } from '../../../lib/api';
import { errorMessages } from '../../../lib/errors';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { parseChoices, verifySpin } from '../api/wheel-api';

export interface VerifyFields {
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  choices: string;
}
type FieldErrors = Partial<Record<keyof VerifyFields, string>>;

/** The form's own checks, the same shapes the route takes (its 422 answers anything else). */
function check(fields: VerifyFields, t: TFunction): FieldErrors {
  const errors: FieldErrors = {};
  const required = t('wheel.verify.required');
  if (!fields.serverSeed.trim()) errors.serverSeed = required;
  else if (!/^[0-9a-f]{64}$/.test(fields.serverSeed.trim()))
    errors.serverSeed = t('wheel.verify.invalidSeed');
  if (!fields.clientSeed.trim()) errors.clientSeed = required;
  else if (!clientSeedPattern.test(fields.clientSeed.trim()))
    errors.clientSeed = t('wheel.clientSeedInvalid');
  if (!fields.nonce.trim()) errors.nonce = required;
  else if (!/^\d{1,9}$/.test(fields.nonce.trim())) errors.nonce = t('wheel.verify.invalidNonce');
  if (!fields.choices.trim()) errors.choices = required;
  else if (!parseChoices(fields.choices)) errors.choices = t('wheel.verify.invalidChoices');
  return errors;
}

/** The API's field names back to the form's. */
const apiFields: Record<string, keyof VerifyFields> = {
  server_seed: 'serverSeed',
  client_seed: 'clientSeed',
  nonce: 'nonce',
  choices: 'choices',
};

/**
 * The public verify page's state: the inputs (prefilled from the address a spin links with), the
 * recomputation by `POST /api/wheel/verify` (the scheme's code is Node's crypto, not the browser's),
 * and whether the hash matches the one shown before the spin. A full address verifies at once.
 */
export function useVerifyPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [params] = useSearchParams();
  const [fields, setFields] = useState<VerifyFields>(() => ({
    serverSeed: params.get('server_seed') ?? '',
    clientSeed: params.get('client_seed') ?? '',
    nonce: params.get('nonce') ?? '',
    choices: params.get('choices') ?? '',
  }));
  const expectedHash = params.get('hash');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<WheelVerifyResponse['data'] | null>(null);
  const [checked, setChecked] = useState<{ key: string; weight: number }[]>([]);
  const [pending, setPending] = useState(false);

  const setField = (name: keyof VerifyFields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (values = fields) => {
    const found = check(values, t);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const choices = parseChoices(values.choices)!;
    setPending(true);
    try {
      const answer = await verifySpin(api, {
        server_seed: values.serverSeed.trim(),
        client_seed: values.clientSeed.trim(),
        nonce: Number(values.nonce.trim()),
        choices,
      });
      setResult(answer.data);
      setChecked(choices);
    } catch (error) {
      setResult(null);
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      const mapped: FieldErrors = {};
      for (const [name, messages] of Object.entries(fieldErrors)) {
        const field = apiFields[name.split('.')[0]!];
        if (field) mapped[field] = messages.join(' ');
      }
      if (Object.keys(mapped).length > 0) setErrors(mapped);
      else setFailure(errorMessages(error, t).join(' '));
    } finally {
      setPending(false);
    }
  };

  // Linked from a spin: every input is there, so the answer shows without a tap.
  const autoRan = useRef(false);
  useEffect(() => {
    if (autoRan.current) return;
    autoRan.current = true;
    if (fields.serverSeed && fields.clientSeed && fields.nonce && fields.choices) void submit(fields);
  }, []);

  return { fields, setField, errors, failure, result, checked, expectedHash, pending, submit };
}
