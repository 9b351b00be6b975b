import { useTranslation } from 'react-i18next';
import classes from './account.module.css';

/**
 * The help image of the membership help modal: the club's member card with the member number
 * (5 digits) and the family code (2 digits) circled. Drawn here, nothing downloaded.
 */
export function MemberCardIllustration() {
  const { t } = useTranslation('account');
  return (
    <svg
      viewBox="0 0 340 214"
      role="img"
      aria-labelledby="member-card-title member-card-desc"
      className={classes.card}
      width={340}
      height={214}
    >
      <title id="member-card-title">{t('membershipHelp.imageTitle')}</title>
      <desc id="member-card-desc">{t('membershipHelp.imageDesc')}</desc>
      <defs>
        <linearGradient id="member-card-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0b4f8a" />
          <stop offset="1" stopColor="#1673c4" />
        </linearGradient>
      </defs>
      <rect x="2" y="2" width="336" height="210" rx="16" fill="url(#member-card-bg)" />
      <path
        d="M2 160 C 60 140, 100 180, 170 160 S 280 140, 338 160 L 338 196 Q 338 212 322 212 L 18 212 Q 2 212 2 196 Z"
        fill="#ffffff"
        opacity="0.12"
      />
      <path d="M2 176 C 60 156, 100 196, 170 176 S 280 156, 338 176" fill="none" stroke="#ffffff" strokeOpacity="0.25" strokeWidth="3" />
      <circle cx="40" cy="40" r="20" fill="#ffffff" />
      <path d="M26 42c4 0 4-4 8-4s4 4 8 4 4-4 8-4" stroke="#0b4f8a" strokeWidth="3" fill="none" strokeLinecap="round" />
      <text x="70" y="36" fill="#ffffff" fontFamily="system-ui, Arial, sans-serif" fontSize="15" fontWeight="700">
        Club Natación Getxo
      </text>
      <text x="70" y="54" fill="#dbeafe" fontFamily="system-ui, Arial, sans-serif" fontSize="11">
        Getxo Igeriketa Kluba · {t('membershipHelp.cardKind')}
      </text>
      <rect x="22" y="76" width="62" height="74" rx="6" fill="#dbeafe" />
      <circle cx="53" cy="102" r="13" fill="#93c5fd" />
      <path d="M32 146c2-16 12-22 21-22s19 6 21 22" fill="#93c5fd" />
      <text x="100" y="92" fill="#dbeafe" fontFamily="system-ui, Arial, sans-serif" fontSize="10">
        {t('membershipHelp.cardName')}
      </text>
      <text x="100" y="108" fill="#ffffff" fontFamily="system-ui, Arial, sans-serif" fontSize="13" fontWeight="600">
        Ane Etxebarria Goikoetxea
      </text>
      <text x="100" y="128" fill="#dbeafe" fontFamily="system-ui, Arial, sans-serif" fontSize="10">
        {t('membershipHelp.cardNumber')}
      </text>
      <text x="100" y="148" fill="#ffffff" fontFamily="ui-monospace, Menlo, monospace" fontSize="20" fontWeight="700" letterSpacing="2">
        01234-02
      </text>
      <rect x="95" y="131" width="86" height="24" rx="6" fill="none" stroke="#fde047" strokeWidth="3" />
      <rect x="192" y="131" width="36" height="24" rx="6" fill="none" stroke="#f97316" strokeWidth="3" />
      <path d="M138 156 L 138 174" stroke="#fde047" strokeWidth="3" />
      <rect x="92" y="174" width="96" height="20" rx="10" fill="#fde047" />
      <text x="140" y="188" textAnchor="middle" fill="#1f2937" fontFamily="system-ui, Arial, sans-serif" fontSize="11" fontWeight="700">
        {t('membershipHelp.memberLabel')}
      </text>
      <path d="M210 156 L 250 180" stroke="#f97316" strokeWidth="3" />
      <rect x="236" y="174" width="92" height="20" rx="10" fill="#f97316" />
      <text x="282" y="188" textAnchor="middle" fill="#1f2937" fontFamily="system-ui, Arial, sans-serif" fontSize="11" fontWeight="700">
        {t('membershipHelp.familyLabel')}
      </text>
      <text x="318" y="36" textAnchor="end" fill="#dbeafe" fontFamily="system-ui, Arial, sans-serif" fontSize="11">
        2026-2027
      </text>
    </svg>
  );
}
