import { slipVerify, trueMoneySlipVerify } from 'promptparse/validate';

/**
 * What a slip's mini-QR says, as promptparse reads it (decision 48):
 * - `bank`: the Slip Verify mini-QR every Thai bank app prints (EMVCo tags; tag 00 holds API type
 *   `000001`, the sending bank's three-digit code and the transaction reference; CRC in tag 91).
 *   `(sendingBank, transRef)` names one transfer for ever.
 * - `truemoney`: TrueMoney Wallet's slip QR (event type, transaction id, date DDMMYYYY).
 * `payload` is the QR's text as read: what the verifiers are sent.
 */
export type SlipQr =
  | { kind: 'bank'; payload: string; sendingBank: string; transRef: string }
  | { kind: 'truemoney'; payload: string; eventType: string; transactionId: string; date: string };

/** Longer than any slip QR (about 60 characters): nothing that long is parsed at all. */
const maxPayloadLength = 512;
const bankCode = /^\d{3}$/;
const reference = /^[0-9A-Za-z]{1,64}$/;

/**
 * The slip a QR text is the mini-QR of, or null when it is not one: a PromptPay payment QR, a URL,
 * a bill, any other text. A null is refused without calling any verifier.
 */
export function parseSlipQr(text: string): SlipQr | null {
  if (text.length === 0 || text.length > maxPayloadLength) return null;
  // Bank apps have been seen to drop a leading zero of the CRC; promptparse pads it back (its default).
  const bank = slipVerify(text);
  if (bank !== null) {
    if (!bankCode.test(bank.sendingBank) || !reference.test(bank.transRef)) return null;
    return { kind: 'bank', payload: text, sendingBank: bank.sendingBank, transRef: bank.transRef };
  }
  const trueMoney = trueMoneySlipVerify(text);
  if (trueMoney === null) return null;
  const { eventType, transactionId, date } = trueMoney;
  if (eventType === undefined || !/^[0-9A-Za-z]{1,16}$/.test(eventType)) return null;
  if (transactionId === undefined || !reference.test(transactionId)) return null;
  if (date === undefined || !/^\d{8}$/.test(date)) return null;
  return { kind: 'truemoney', payload: text, eventType, transactionId, date };
}
