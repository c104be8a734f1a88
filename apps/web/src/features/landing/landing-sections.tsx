import {
  ChevronDown,
  Download,
  Gem,
  Gift,
  Hammer,
  MessageCircle,
  Scale,
  Server,
  Shield,
  ShieldCheck,
  Shirt,
  Sparkles,
  Swords,
  UserPlus,
  Users,
} from 'lucide-react';
import { type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, buttonClass, buttonIconClass } from '../../components/button.tsx';
import { ServerStatus } from '../game/index.ts';
import styles from './landing-page.module.css';

type SectionProps = { ref: Ref<HTMLElement>; className: string; 'data-active': boolean };
type Links = { launcher: { url: string; isAvailable: boolean }; chatInviteUrl: string | undefined };

const PITCH = [
  { key: 'free', Icon: Swords },
  { key: 'cosmetics', Icon: Shirt },
  { key: 'gift', Icon: Gift },
  { key: 'antiCheat', Icon: ShieldCheck },
  { key: 'community', Icon: Users },
] as const;

const FEATURES = [
  { key: 'innovative', Icon: Sparkles },
  { key: 'development', Icon: Hammer },
  { key: 'playToEarn', Icon: Gem },
  { key: 'stable', Icon: Server },
  { key: 'fair', Icon: Scale },
  { key: 'safe', Icon: Shield },
] as const;

function ChatLink({ url, label, primary }: { url: string; label: string; primary?: boolean }) {
  const { t } = useTranslation();
  return (
    <a
      className={buttonClass({ variant: primary ? 'primary' : 'secondary', size: 'large' })}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
    >
      <MessageCircle className={buttonIconClass} aria-hidden="true" />
      {label}
      <span className="visually-hidden"> {t('nav.newTab')}</span>
    </a>
  );
}

/** A section of one panel under its heading (Get started, Community). */
function PanelSection({
  id,
  title,
  children,
  ...props
}: SectionProps & { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} {...props}>
      <div className={styles.panel}>
        <h2 id={`${id}-title`} className={styles.heading}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** Welcome: the title and the pitch (docs/product.md §1.1). */
export function WelcomeSection({ links, ...props }: SectionProps & { links: Links }) {
  const { t } = useTranslation();
  return (
    <section id="welcome" aria-labelledby="landing-title" {...props}>
      <div className={`${styles.panel} ${styles.hero}`}>
        {/* On the panel's top edge, out of the flow: the hero never moves when the status arrives. */}
        <ServerStatus variant="landing" className={styles.heroStatus} />
        <p className={styles.eyebrow}>{t('landing.eyebrow')}</p>
        <h1 id="landing-title" className={styles.title}>
          {t('landing.title')}
        </h1>
        <p className={styles.subtitle}>{t('landing.subtitle')}</p>
        <ul className={styles.pitch}>
          {PITCH.map(({ key, Icon }) => (
            <li key={key}>
              <Icon className={styles.pitchIcon} aria-hidden="true" />
              {t(`landing.pitch.${key}`)}
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <ButtonLink to="/register" variant="primary" size="large">
            <UserPlus className={buttonIconClass} aria-hidden="true" />
            {t('landing.createAccount')}
          </ButtonLink>
          {links.chatInviteUrl && <ChatLink url={links.chatInviteUrl} label={t('landing.joinChat')} />}
        </div>
      </div>
      <a className={styles.scrollHint} href="#features">
        {t('landing.scrollHint')}
        <ChevronDown className={styles.scrollIcon} aria-hidden="true" />
      </a>
    </section>
  );
}

/** Features: the six promises, each with an icon and a sentence. */
export function FeaturesSection(props: SectionProps) {
  const { t } = useTranslation();
  return (
    <section id="features" aria-labelledby="features-title" {...props}>
      <div className={styles.wide}>
        <div className={styles.sectionHeader}>
          <h2 id="features-title" className={styles.heading}>
            {t('landing.featuresTitle')}
          </h2>
          <p className={styles.lead}>{t('landing.featuresLead')}</p>
        </div>
        <ul className={styles.features}>
          {FEATURES.map(({ key, Icon }) => (
            <li key={key} className={styles.feature}>
              <span className={styles.featureIcon}>
                <Icon aria-hidden="true" />
              </span>
              <h3 className={styles.featureTitle}>{t(`landing.features.${key}.title`)}</h3>
              <p className={styles.featureText}>{t(`landing.features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The launcher's download button; while its file is missing, a disabled button that says why. */
function DownloadClient({ launcher }: { launcher: Links['launcher'] }) {
  const { t } = useTranslation();
  const noteId = useId();
  if (launcher.isAvailable)
    return (
      <a className={buttonClass({ size: 'large' })} href={launcher.url} download>
        <Download className={buttonIconClass} aria-hidden="true" />
        {t('landing.downloadClient')}
      </a>
    );
  return (
    <>
      <Button size="large" disabled aria-describedby={noteId}>
        <Download className={buttonIconClass} aria-hidden="true" />
        {t('landing.downloadClient')}
      </Button>
      <p id={noteId} className={styles.note}>
        {t('launcher.checkBack')}
      </p>
    </>
  );
}

/** Get started: create an account, download the launcher. */
export function StartSection({ links, ...props }: SectionProps & { links: Links }) {
  const { t } = useTranslation();
  return (
    <PanelSection id="start" title={t('landing.startTitle')} {...props}>
      <p className={styles.lead}>{t('landing.startLead')}</p>
      <ol className={styles.steps}>
        <li>{t('landing.steps.account')}</li>
        <li>{t('landing.steps.download')}</li>
        <li>{t('landing.steps.play')}</li>
      </ol>
      <div className={styles.actions}>
        <ButtonLink to="/register" variant="primary" size="large">
          <UserPlus className={buttonIconClass} aria-hidden="true" />
          {t('landing.createAccount')}
        </ButtonLink>
        <DownloadClient launcher={links.launcher} />
      </div>
    </PanelSection>
  );
}

/** Community: two paragraphs and the chat invite. */
export function CommunitySection({ links, ...props }: SectionProps & { links: Links }) {
  const { t } = useTranslation();
  return (
    <PanelSection id="community" title={t('landing.communityTitle')} {...props}>
      <p className={styles.body}>{t('landing.communityText1')}</p>
      <p className={styles.body}>{t('landing.communityText2')}</p>
      {links.chatInviteUrl && (
        <div className={styles.actions}>
          <ChatLink url={links.chatInviteUrl} label={t('landing.chatCta')} primary />
        </div>
      )}
    </PanelSection>
  );
}
