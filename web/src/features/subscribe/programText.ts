import type { ManageView } from '@shared/schemas';
import { t } from '@/i18n';
import { KIND_CHOICES } from '@/lib/subscriptionChoices';
import { programChoices } from './choices';

/** 'Drumline and Color Guard': the programs a family chose, as a sentence reads them. */
export const programText = (view: Pick<ManageView, 'programs'>) =>
  programChoices()
    .filter((c) => view.programs.includes(c.value))
    .map((c) => c.label)
    .join(` ${t('subscribe.and')} `);

/** The kinds a family chose, lower-cased for a sentence: 'urgent notices, every announcement'. */
export const kindsText = (view: Pick<ManageView, 'kinds'>) =>
  KIND_CHOICES.filter((c) => view.kinds.includes(c.value))
    .map((c) => t(`subscribe.kind.${c.value}`))
    .map((label) => label.charAt(0).toLowerCase() + label.slice(1))
    .join(', ');
