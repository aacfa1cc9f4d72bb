import type { ManageView } from '@shared/schemas';
import { KIND_CHOICES, PROGRAM_CHOICES } from '@/lib/subscriptionChoices';

/** 'Drumline and Color Guard': the programs a family chose, as a sentence reads them. */
export const programText = (view: Pick<ManageView, 'programs'>) =>
  PROGRAM_CHOICES.filter((c) => view.programs.includes(c.value))
    .map((c) => c.label)
    .join(' and ');

/** The kinds a family chose, lower-cased for a sentence: 'urgent notices, every announcement'. */
export const kindsText = (view: Pick<ManageView, 'kinds'>) =>
  KIND_CHOICES.filter((c) => view.kinds.includes(c.value))
    .map((c) => c.label.charAt(0).toLowerCase() + c.label.slice(1))
    .join(', ');
