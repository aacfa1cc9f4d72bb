import { StateBox } from '@/components/StateBox';
import { t } from '@/i18n';
import { MonthNotSaved } from './api';

/**
 * A calendar that could not load its events. Offline, a month the phone did not keep says so in
 * plain words, with the period's name, instead of a failure a parent can do nothing about.
 */
export function MonthError({ error, title }: { error: unknown; title: string }) {
  return error instanceof MonthNotSaved ? (
    <StateBox title={t('events.notSavedTitle', { period: title })} text={t('events.notSaved')} />
  ) : (
    <StateBox tone="error" text={t('events.loadFailed')} />
  );
}
