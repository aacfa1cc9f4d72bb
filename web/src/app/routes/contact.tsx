import { PageHeader } from '@/components/PageHeader';
import { ContactForm } from '@/features/contact/ContactForm';
import { ContactInfo } from '@/features/contact/ContactInfo';
import '@/features/contact/contact.css';
import { usePageMeta } from '@/hooks/usePageMeta';

export default function ContactPage() {
  usePageMeta(
    'Contact Us',
    'Questions about drumline or color guard, or ready to enroll your child? Send us a message.',
  );
  return (
    <main id="main">
      <PageHeader eyebrow="We'd love to hear from you" title="Contact Us" />
      <div className="page-container contact-layout">
        <ContactInfo />
        <ContactForm />
      </div>
    </main>
  );
}
