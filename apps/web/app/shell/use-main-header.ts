import { useEffect, useRef, useState } from 'react';

/** The header turns sticky once the page has scrolled past this (spec §9). */
const stickyAfterPx = 330;

function useStickyHeader(): boolean {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const onScroll = () => setStuck(window.scrollY > stickyAfterPx);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return stuck;
}

/**
 * The main header's state: sticky past the first screen (with the height it leaves behind kept,
 * so the page does not jump) and the mobile drawer open or not.
 */
export function useMainHeader() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const stuck = useStickyHeader();
  const blockRef = useRef<HTMLDivElement>(null);
  const [blockHeight, setBlockHeight] = useState(0);

  useEffect(() => {
    const block = blockRef.current;
    if (!block) return;
    const observer = new ResizeObserver(() => setBlockHeight(block.offsetHeight));
    observer.observe(block);
    return () => observer.disconnect();
  }, []);

  return {
    stuck,
    blockRef,
    blockHeight,
    drawerOpen,
    openDrawer: () => setDrawerOpen(true),
    closeDrawer: () => setDrawerOpen(false),
  };
}
