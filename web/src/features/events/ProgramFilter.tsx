import { useState } from 'react';
import { isProgram, type Program } from '@shared/programs';
import { t } from '@/i18n';

/** localStorage: the program a family picked on the schedule, kept for its next visit. */
const KEY = 'schedule-program';

function stored(): Program | null {
  try {
    const v = localStorage.getItem(KEY);
    return isProgram(v) ? v : null;
  } catch {
    return null; // storage refused (private mode): no filter
  }
}

/** The schedule's program (null: every program), remembered on this device. */
export function useProgramFilter(): [Program | null, (p: Program | null) => void] {
  const [program, setProgram] = useState<Program | null>(() => (typeof window === 'undefined' ? null : stored()));
  const set = (p: Program | null) => {
    setProgram(p);
    try {
      if (p) localStorage.setItem(KEY, p);
      else localStorage.removeItem(KEY);
    } catch {
      // not kept: the filter still applies on this visit
    }
  };
  return [program, set];
}

const CHOICES: { value: Program | null; label: string }[] = [
  { value: null, label: 'events.feedAll' },
  { value: 'drumline', label: 'events.cat_drum' },
  { value: 'colorGuard', label: 'events.cat_guard' },
];

/**
 * All programs / Drumline / Color Guard: a program's own classes plus the events both share.
 * `pending`: the calendar's loading stand-in (PlaceholderDays.tsx), same size, inert.
 */
export function ProgramFilter({
  value,
  onChange,
  pending = false,
}: {
  value: Program | null;
  onChange: (p: Program | null) => void;
  pending?: boolean;
}) {
  return (
    <div className="program-filter" role="group" aria-label={t('events.programFilter')} inert={pending}>
      {CHOICES.map((c) => (
        <button
          key={c.label}
          type="button"
          className="program-filter__choice"
          aria-pressed={value === c.value}
          onClick={() => onChange(c.value)}
        >
          {t(c.label)}
        </button>
      ))}
    </div>
  );
}
