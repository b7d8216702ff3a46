import { useSyncExternalStore } from 'react';

interface Toast {
  id: number;
  tone: 'success' | 'error' | 'info';
  text: string;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Shows a short message at the edge of the screen for a few seconds. */
export function toast(text: string, tone: Toast['tone'] = 'success'): void {
  const id = nextId++;
  toasts = [...toasts.slice(-3), { id, tone, text }];
  emit();
  setTimeout(() => dismiss(id), tone === 'error' ? 8000 : 4000);
}

function dismiss(id: number): void {
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

const tones = {
  success: 'bg-zinc-900 text-white',
  info: 'bg-accent-600 text-white',
  error: 'bg-red-600 text-white',
};

export function Toaster() {
  const items = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex flex-col items-center gap-2 px-4 md:right-4 md:bottom-4 md:left-auto md:items-end"
    >
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          data-testid="toast"
          onClick={() => dismiss(item.id)}
          className={`pointer-events-auto max-w-sm rounded-lg px-4 py-2.5 text-left text-[13px] shadow-lg ${tones[item.tone]}`}
        >
          {item.text}
        </button>
      ))}
    </div>
  );
}
