import confetti from 'canvas-confetti';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { canDrawOnCanvas, cssColor } from './canvas.ts';
import styles from './shop-return-page.module.css';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts';

const BURSTS = [
  { origin: { x: 0.5, y: 0.35 }, particleCount: 120, spread: 80, startVelocity: 45 },
  { origin: { x: 0.15, y: 0.6 }, particleCount: 60, spread: 60, angle: 60, startVelocity: 50 },
  { origin: { x: 0.85, y: 0.6 }, particleCount: 60, spread: 60, angle: 120, startVelocity: 50 },
];

/**
 * A short burst of gold confetti over the page, on a canvas of our own (no worker, no injected styles, so the strict
 * CSP holds). Nothing with prefers-reduced-motion.
 */
export function ConfettiBurst() {
  const isReduced = usePrefersReducedMotion();
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas || isReduced || !canDrawOnCanvas()) return;
    const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
    const colors = ['--accent', '--accent-strong', '--art-moon', '--info'].map(cssColor).filter(Boolean);
    for (const burst of BURSTS) void fire({ ...burst, colors, ticks: 260, scalar: 1.1 });
    return () => fire.reset();
  }, [isReduced]);

  if (isReduced) return null;
  // Decoration only: hidden from assistive technology, so it is no content outside the landmarks either.
  return createPortal(
    <div aria-hidden="true">
      <canvas ref={ref} className={styles.confetti} />
    </div>,
    document.body,
  );
}
