import type { PaymentGateway } from './payment-gateway';
import { promptPayPayload, promptPayQrPng } from './promptpay';

/** The built-in gateway: a PromptPay QR with the exact amount; payment arrives on the bank statement. */
export const promptPayGateway: PaymentGateway = {
  name: 'promptpay',
  async createQrPayment({ amountSatang, promptPay }) {
    const payload = promptPayPayload({ promptPayId: promptPay.id, amountSatang });
    return { payload, imageBase64: await promptPayQrPng(payload), displayName: promptPay.name };
  },
};
