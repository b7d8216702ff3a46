import type { ReactNode } from 'react';

/**
 * A member setting that is on or off, as a row of the information popup: its title, a line that
 * says what it does, and a switch (`role="switch"`) that announces its state.
 */
export function SettingSwitch(props: {
  id: string;
  testId: string;
  title: string;
  description: ReactNode;
  on: boolean;
  disabled: boolean;
  stateText: string;
  onToggle: () => void;
}) {
  return (
    <div
      className="flex items-center gap-3 border-b border-white/5 py-3 last:border-b-0"
      data-testid={props.testId}
    >
      <div className="min-w-0 flex-1">
        <p className="text-xs text-ink-400" id={`${props.id}-label`}>
          {props.title}
        </p>
        <p className="mt-0.5 text-sm text-ink-200">{props.description}</p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={props.on}
        aria-labelledby={`${props.id}-label`}
        aria-describedby={`${props.id}-state`}
        disabled={props.disabled}
        onClick={props.onToggle}
        className={`relative h-7 w-12 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300 disabled:opacity-50 ${
          props.on ? 'bg-gold-400' : 'bg-ink-600'
        }`}
      >
        <span
          aria-hidden="true"
          className={`absolute top-1 left-1 h-5 w-5 rounded-full bg-white shadow transition-transform ${
            props.on ? 'translate-x-5' : ''
          }`}
        />
        <span className="sr-only" id={`${props.id}-state`}>
          {props.stateText}
        </span>
      </button>
    </div>
  );
}
