/**
 * How a QR deposit is paid. The built-in gateway makes a PromptPay QR for the company's PromptPay id;
 * the money then arrives as a bank-statement line like any transfer. An external gateway implements
 * the same interface and confirms payments on its own signed webhook
 * (`POST /api/integrations/payment-gateway/{name}`).
 */
export interface QrPayment {
  payload: string;
  /** PNG, base64 without a data: prefix. */
  imageBase64: string;
  /** The account name shown under the QR (qr_code_name). */
  displayName: string;
}

export interface GatewayPaymentNotice {
  /** The gateway's id of the payment: a replay with the same id is the same payment. */
  paymentId: string;
  /** Our request reference the payment is for. */
  ref: string;
  amountSatang: bigint;
}

export interface PaymentGateway {
  readonly name: string;
  createQrPayment(input: {
    ref: string;
    amountSatang: bigint;
    promptPay: { id: string; name: string };
  }): Promise<QrPayment>;
  /** Checks a webhook's signature and reads it; undefined when the signature is wrong. */
  readWebhook?(input: {
    rawBody: string;
    headers: Record<string, string | undefined>;
    now: Date;
  }): GatewayPaymentNotice | undefined;
}
