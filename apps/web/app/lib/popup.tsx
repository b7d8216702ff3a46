import { createContext, useCallback, useContext, useMemo, useReducer, type ReactNode } from 'react';

/** The popups of spec §2.3 that this issue has; one value decides which one is open. */
export const popupModes = [
  'Register',
  'RegisterSetpassword',
  'RegisterBank',
  'RegisterFinal',
  'Login',
  'Forgetpassword',
  'otpPassword',
  'otpNewpassword',
  'otpComplete',
  'InformationTab',
  'Deposit',
  'DepositProcess',
  'Withdraw',
  'WithdrawProcess',
] as const;
export type PopupMode = (typeof popupModes)[number];

/** Information popup tabs: 0 info, 1 deposit/withdraw history, 2 activities, 3 referral, 4 play control. */
export type InformationTab = 0 | 1 | 2 | 3 | 4;

/** Why the last popup closed: the user dismissed it, or its flow finished and moves on itself. */
export type CloseReason = 'dismissed' | 'finished';

interface PopupState {
  mode: PopupMode | null;
  informationTab: InformationTab;
  closeReason: CloseReason | null;
}

type PopupAction =
  { type: 'open'; mode: PopupMode; informationTab?: InformationTab } | { type: 'close'; reason: CloseReason };

function reducer(state: PopupState, action: PopupAction): PopupState {
  switch (action.type) {
    case 'open':
      return {
        mode: action.mode,
        informationTab: action.informationTab ?? state.informationTab,
        closeReason: null,
      };
    case 'close':
      return { ...state, mode: null, closeReason: action.reason };
  }
}

interface PopupStore extends PopupState {
  open: (mode: PopupMode, options?: { informationTab?: InformationTab }) => void;
  close: (reason?: CloseReason) => void;
}

const PopupContext = createContext<PopupStore | null>(null);

export function PopupProvider({
  initialMode,
  children,
}: {
  initialMode: PopupMode | null;
  children: ReactNode;
}) {
  const [state, dispatch] = useReducer(reducer, { mode: initialMode, informationTab: 0, closeReason: null });
  const open = useCallback<PopupStore['open']>(
    (mode, options) => dispatch({ type: 'open', mode, informationTab: options?.informationTab }),
    [],
  );
  const close = useCallback((reason: CloseReason = 'dismissed') => dispatch({ type: 'close', reason }), []);
  const value = useMemo(() => ({ ...state, open, close }), [state, open, close]);
  return <PopupContext.Provider value={value}>{children}</PopupContext.Provider>;
}

export function usePopup(): PopupStore {
  const value = useContext(PopupContext);
  if (!value) throw new Error('usePopup outside PopupProvider');
  return value;
}

export function isPopupMode(value: unknown): value is PopupMode {
  return typeof value === 'string' && (popupModes as readonly string[]).includes(value);
}

/** The registration's popups, one flow (features/register). */
export const registerModes = ['Register', 'RegisterSetpassword', 'RegisterBank', 'RegisterFinal'] as const;
export type RegisterMode = (typeof registerModes)[number];
export function isRegisterMode(mode: PopupMode | null): mode is RegisterMode {
  return (registerModes as readonly (string | null)[]).includes(mode);
}

/** The password reset's popups, one flow (features/forgot-password). */
export const forgotPasswordModes = [
  'Forgetpassword',
  'otpPassword',
  'otpNewpassword',
  'otpComplete',
] as const;
export type ForgotPasswordMode = (typeof forgotPasswordModes)[number];
export function isForgotPasswordMode(mode: PopupMode | null): mode is ForgotPasswordMode {
  return (forgotPasswordModes as readonly (string | null)[]).includes(mode);
}
