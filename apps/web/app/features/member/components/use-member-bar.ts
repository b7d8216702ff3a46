import { useEffect, useRef, useState } from 'react';

/** The member bar's submenu: open or not, closed by a pointer down outside it. */
export function useMemberBar() {
  const [submenuOpen, setSubmenuOpen] = useState(false);
  const submenuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!submenuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!submenuRef.current?.contains(event.target as Node)) setSubmenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [submenuOpen]);

  return {
    submenuOpen,
    submenuRef,
    toggleSubmenu: () => setSubmenuOpen((value) => !value),
    closeSubmenu: () => setSubmenuOpen(false),
  };
}

export type MemberBarState = ReturnType<typeof useMemberBar>;
