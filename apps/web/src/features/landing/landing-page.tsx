import { useEffect, useState } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLauncher, useSiteInfo } from '../../lib/use-site-info.ts';
import { LandingBackdrop } from './landing-backdrop.tsx';
import styles from './landing-page.module.css';
import { CommunitySection, FeaturesSection, StartSection, WelcomeSection } from './landing-sections.tsx';
import { SECTION_IDS, type SectionId } from './sections.ts';
import { useActiveSection } from './use-active-section.ts';

/**
 * The home page (/ and /home): four full-screen sections over art that cross-fades as the section nearest the
 * viewport centre changes. Sections below the first slide in the first time they reach the centre.
 */
export function LandingPage() {
  const { data: site } = useSiteInfo();
  const launcher = useLauncher();
  const { active, refFor } = useActiveSection(SECTION_IDS);
  const [revealed, setRevealed] = useState<ReadonlySet<SectionId>>(() => new Set([SECTION_IDS[0]]));
  useDocumentTitle();

  useEffect(() => {
    setRevealed((seen) => (seen.has(active) ? seen : new Set([...seen, active])));
  }, [active]);

  const sectionProps = (id: SectionId) => ({
    ref: refFor(id),
    className: `${styles.section} ${revealed.has(id) ? styles.revealed : styles.hidden}`,
    'data-active': id === active,
  });
  const links = {
    launcher,
    chatInviteUrl: site?.chatInviteUrl || undefined,
  };

  return (
    <div className={styles.landing}>
      <LandingBackdrop active={active} />
      <WelcomeSection {...sectionProps('welcome')} links={links} />
      <FeaturesSection {...sectionProps('features')} />
      <StartSection {...sectionProps('start')} links={links} />
      <CommunitySection {...sectionProps('community')} links={links} />
    </div>
  );
}
