import type { Engine, ISourceOptions } from '@tsparticles/engine';
import { Particles, ParticlesProvider } from '@tsparticles/react';
import { loadSlim } from '@tsparticles/slim';
import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { cssColor } from './canvas.ts';
import styles from './shop-return-page.module.css';

// tsParticles v4 wants one init for the app's whole life: a module-level function, never an inline one.
const init = async (engine: Engine) => {
  await loadSlim(engine);
};

function optionsOf(colors: string[]): ISourceOptions {
  return {
    fullScreen: { enable: false },
    detectRetina: true,
    fpsLimit: 60,
    pauseOnBlur: true,
    pauseOnOutsideViewport: true,
    particles: {
      number: { value: 90, density: { enable: true } },
      paint: { fill: { enable: true, color: { value: colors } } },
      shape: { type: 'circle' },
      opacity: { value: { min: 0.3, max: 0.95 }, animation: { enable: true, speed: 0.5, sync: false } },
      size: { value: { min: 1.2, max: 3.5 } },
      move: {
        enable: true,
        direction: 'top',
        speed: { min: 0.2, max: 0.7 },
        random: true,
        straight: false,
        outModes: { default: 'out' },
      },
    },
  };
}

/**
 * Slow gold motes rising behind the page (docs/product.md §8.6). The caller leaves it out under
 * prefers-reduced-motion.
 */
export function ParticleBackground() {
  const options = useMemo(
    () => optionsOf(['--accent', '--accent-strong', '--art-moon'].map(cssColor).filter(Boolean)),
    [],
  );
  return createPortal(
    <ParticlesProvider init={init}>
      <Particles id="shop-particles" className={styles.particles} options={options} />
    </ParticlesProvider>,
    document.body,
  );
}
