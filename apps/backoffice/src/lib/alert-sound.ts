import { useSyncExternalStore } from 'react';

/**
 * The optional sound of a new arrival in a queue: two short tones made by the Web Audio API (no
 * file to load). Off by default; the choice is kept on this device.
 */
const storageKey = 'chaba.backoffice.sound';
const listeners = new Set<() => void>();
let enabled = globalThis.localStorage?.getItem(storageKey) === 'on';
let context: AudioContext | undefined;

export function useAlertSound(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => enabled,
  );
  return [on, setAlertSound];
}

function setAlertSound(on: boolean): void {
  enabled = on;
  localStorage.setItem(storageKey, on ? 'on' : 'off');
  // Browsers let a page make sound only after a click: switching it on is that click.
  if (on) playAlert();
  for (const listener of listeners) listener();
}

export function playAlert(): void {
  if (!enabled) return;
  context ??= new AudioContext();
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.17);
  }
}
