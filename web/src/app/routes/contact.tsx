import { PageHeader } from '@/components/PageHeader';
import { ContactForm } from '@/features/contact/ContactForm';
import { ContactInfo } from '@/features/contact/ContactInfo';
import '@/features/contact/contact.css';
import { usePageMeta } from '@/hooks/usePageMeta';
import { t } from '@/i18n';

export default function ContactPage() {
  usePageMeta(t('contact.metaTitle'), t('contact.metaDescription'));
  return (
    <main id="main">
      <PageHeader eyebrow={t('contact.eyebrow')} title={t('contact.title')} />
      <div className="page-container contact-layout">
        <ContactInfo />
        <ContactForm />
      </div>
    </main>
  );
}
