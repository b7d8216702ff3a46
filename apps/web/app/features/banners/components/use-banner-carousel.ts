import { useEffect, useState, type RefObject } from 'react';

/** How long a slide shows before the carousel moves on by itself. */
const autoplayMs = 6_000;

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The slide in view: the track scrolls by whole slides (scroll snap). */
const slideInView = (track: HTMLElement) => Math.round(track.scrollLeft / track.clientWidth);

/**
 * The carousel's controls' state: which slide is in view (read from the track's scroll, so that a
 * swipe, a button, a dot and a focused link all agree) and `go` to show another. The autoplay moves
 * on when a slide has shown for six seconds; it waits while the pointer or the focus is on the
 * carousel and while the tab is hidden, stops for good once the visitor touches, clicks or types in
 * it, and never runs for a visitor who asked for reduced motion.
 */
export function useBannerCarousel(trackRef: RefObject<HTMLDivElement | null>, count: number) {
  const [current, setCurrent] = useState(0);

  const go = (to: number) => {
    const track = trackRef.current;
    const left = ((to + count) % count) * (track?.clientWidth ?? 0);
    track?.scrollTo({ left, behavior: reducedMotion() ? 'auto' : 'smooth' });
  };

  useEffect(() => {
    const track = trackRef.current;
    const carousel = track?.parentElement;
    if (!track || !carousel) return;
    let lastMoveAt = Date.now();
    let held = false;
    let stopped = reducedMotion() || count < 2;
    const listeners: [EventTarget, string, () => void][] = [
      [
        track,
        'scroll',
        () => {
          lastMoveAt = Date.now();
          setCurrent(slideInView(track));
        },
      ],
      [carousel, 'mouseenter', () => (held = true)],
      [carousel, 'mouseleave', () => (held = false)],
      [carousel, 'focusin', () => (held = true)],
      [carousel, 'focusout', () => (held = false)],
      [carousel, 'pointerdown', () => (stopped = true)],
      [carousel, 'keydown', () => (stopped = true)],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
    const timer = setInterval(() => {
      if (stopped || held || document.hidden || Date.now() - lastMoveAt < autoplayMs) return;
      lastMoveAt = Date.now();
      const next = (slideInView(track) + 1) % count;
      track.scrollTo({ left: next * track.clientWidth, behavior: 'smooth' });
    }, 1_000);
    return () => {
      clearInterval(timer);
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    };
  }, [trackRef, count]);

  return { current, go };
}
