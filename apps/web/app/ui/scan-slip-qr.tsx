import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { Button } from './button';

/** How often a camera frame is read: often enough to feel instant, rarely enough to spare a phone. */
const readEveryMs = 250;

type ReadQrCodes = (source: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string[]>;

interface NativeBarcodeDetector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type NativeBarcodeDetectorClass = new (options: { formats: string[] }) => NativeBarcodeDetector;

/**
 * The browser's own BarcodeDetector where it has one (Chrome on Android), otherwise ZXing-C++ in
 * WebAssembly (zxing-wasm, the reader the server uses too), its `.wasm` served from this site
 * (never a CDN). Either is loaded only when the member opens the camera (decision 48).
 */
async function qrReader(): Promise<ReadQrCodes> {
  const Native = (globalThis as { BarcodeDetector?: NativeBarcodeDetectorClass }).BarcodeDetector;
  if (Native) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video)).map((code) => code.rawValue);
  }
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({ overrides: { locateFile: () => wasmUrl }, fireImmediately: true });
  return async (video, canvas) => {
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context || canvas.width === 0) return [];
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    const codes = await readBarcodes(frame, { formats: ['QRCode'], maxNumberOfSymbols: 4 });
    return codes.map((code) => code.text);
  };
}

/**
 * The live camera scan of a slip's QR (issue 26), on phones: the back camera's picture, read a few
 * times a second until a QR is found; its text goes to `onRead` (the server decides whether it is a
 * slip's). The camera stops when a code is read, when the member closes it, and when this unmounts.
 * Loaded lazily (its own chunk): the first load of the site carries none of it.
 */
export default function ScanSlipQr({
  onRead,
  onClose,
}: {
  onRead: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const read = useRef(onRead);
  read.current = onRead;

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const start = async () => {
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      if (stopped || !video.current || !canvas.current) return stop();
      video.current.srcObject = stream;
      await video.current.play();
      const readCodes = await qrReader();
      const tick = async () => {
        if (stopped || !video.current || !canvas.current) return;
        const texts = await readCodes(video.current, canvas.current).catch(() => []);
        if (stopped) return;
        if (texts[0]) {
          stop();
          read.current(texts[0]);
          return;
        }
        timer = setTimeout(() => void tick(), readEveryMs);
      };
      void tick();
    };
    start().catch(() => {
      stop();
      setFailed(true);
    });
    return stop;
  }, []);

  return (
    <div className="mt-2 rounded-xl border border-white/10 bg-ink-950 p-2" data-testid="slip-scanner">
      {failed ? (
        <p role="alert" className="p-2 text-xs text-rose-200">
          {t('money.attachSlip.cameraFailed')}
        </p>
      ) : (
        <>
          <video
            ref={video}
            muted
            playsInline
            className="aspect-square w-full rounded-lg bg-black object-cover"
          />
          <p className="mt-1 text-center text-xs text-ink-300">{t('money.attachSlip.scanHint')}</p>
        </>
      )}
      <canvas ref={canvas} className="hidden" />
      <Button variant="secondary" size="sm" block onClick={onClose} className="mt-2">
        {t('money.attachSlip.closeCamera')}
      </Button>
    </div>
  );
}
