import { useTranslation } from 'react-i18next';

/**
 * The help image of the membership-data modal (spec 001 §2): a club membership card with the
 * member number and the family code marked, drawn here so it stays sharp and translatable.
 */
export function MemberCardImage() {
  const { t } = useTranslation('membership');
  return (
    <svg viewBox="0 0 320 180" role="img" aria-label={t('link.imageAlt')} style={{ width: '100%', maxWidth: 320, height: 'auto' }}>
      <rect x="1" y="1" width="318" height="178" rx="14" fill="#0b4f8a" stroke="#07365f" />
      <text x="20" y="38" fill="#fff" fontSize="18" fontWeight="700">
        Club Natación Getxo
      </text>
      <text x="20" y="62" fill="#d8e8f7" fontSize="12">
        {t('link.imageCard')}
      </text>
      <rect x="14" y="92" width="150" height="56" rx="8" fill="#fff5c2" stroke="#f2b705" strokeWidth="3" />
      <text x="24" y="112" fill="#333" fontSize="11">
        {t('link.memberId')}
      </text>
      <text x="24" y="138" fill="#000" fontSize="22" fontFamily="monospace" fontWeight="700">
        12345
      </text>
      <rect x="176" y="92" width="130" height="56" rx="8" fill="#fff5c2" stroke="#f2b705" strokeWidth="3" />
      <text x="186" y="112" fill="#333" fontSize="11">
        {t('link.familyId')}
      </text>
      <text x="186" y="138" fill="#000" fontSize="22" fontFamily="monospace" fontWeight="700">
        01
      </text>
    </svg>
  );
}
