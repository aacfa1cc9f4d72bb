import { EnvelopeIcon } from '@blueprintjs/icons';
import { useSite } from '@/lib/siteConfig';

/** 'Get In Touch': an invitation and the one contact line (docs/product.md#contact-page). */
export function ContactInfo() {
  const email = useSite((s) => s.contactEmail);
  return (
    <div className="contact-info">
      <h2>Get In Touch</h2>
      <p>
        Have a question about our drumline or color guard programs, or ready to enroll your child? Send us a message and
        we'll get back to you soon.
      </p>
      <p className="contact-line">
        <span className="contact-line__icon" aria-hidden="true">
          <EnvelopeIcon size={18} />
        </span>
        {email ? <a href={`mailto:${email}`}>{email}</a> : <span>Email us using the form</span>}
      </p>
    </div>
  );
}
