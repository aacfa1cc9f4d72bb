import { EnvelopeIcon } from '@blueprintjs/icons';
import { t } from '@/i18n';
import { useSite } from '@/lib/siteConfig';

/** 'Get In Touch': an invitation and the one contact line (docs/product.md#contact-page). */
export function ContactInfo() {
  const email = useSite((s) => s.contactEmail);
  return (
    <div className="contact-info">
      <h2>{t('contact.infoTitle')}</h2>
      <p>{t('contact.infoText')}</p>
      <p className="contact-line">
        <span className="contact-line__icon" aria-hidden="true">
          <EnvelopeIcon size={18} />
        </span>
        {email ? <a href={`mailto:${email}`}>{email}</a> : <span>{t('contact.emailUsForm')}</span>}
      </p>
    </div>
  );
}
