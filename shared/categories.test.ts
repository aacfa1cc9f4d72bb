import { describe, expect, it } from 'vitest';
import { EVENT_CATEGORIES, eventCategoryColour, eventCategoryLabel } from './categories';
import { eventCategoryOptions } from './categoryOptions';

describe('event categories', () => {
  it('labels a stored value as the site does, whatever its case', () => {
    expect(eventCategoryLabel('drum')).toBe('Drumline');
    expect(eventCategoryLabel('Guard')).toBe('Color Guard');
    expect(eventCategoryLabel('Class')).toBe('Class');
    expect(eventCategoryLabel('parade')).toBe('Parade');
    expect(eventCategoryLabel(null)).toBe('Event');
    expect(eventCategoryColour('Workshop')).toBe('green');
    expect(eventCategoryColour('parade')).toBe('amber');
  });
  it('the form offers every category under its site label and keeps the stored value selectable as it is', () => {
    const drum = eventCategoryOptions('drum');
    expect(drum.find((o) => o.value === 'drum')?.label).toBe('Drumline');
    expect(drum.map((o) => o.label)).toEqual(['None', ...EVENT_CATEGORIES.map((k) => k.label)]);
    // Stored by the old dashboard as 'Class': selected as it is, not a second 'Class'.
    const klass = eventCategoryOptions('Class');
    expect(klass.filter((o) => o.label === 'Class')).toEqual([{ value: 'Class', label: 'Class' }]);
    expect(eventCategoryOptions('parade').at(-1)).toEqual({ value: 'parade', label: 'Parade' });
    expect(eventCategoryOptions('')).toHaveLength(EVENT_CATEGORIES.length + 1);
  });
});
