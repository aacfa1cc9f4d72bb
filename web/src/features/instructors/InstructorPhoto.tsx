import { CrownIcon, PersonIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { isExecutiveTitle } from '@shared/instructors';
import type { Instructor } from '@shared/schemas';

/**
 * docs/product.md#instructors: a photo when one is known (bundled for certain names, or imageUrl), otherwise
 * an icon, a crown for Executive titles. A photo that fails to load falls back to the icon.
 * The bundled map is where staff portraits shipped with the site go; none ship yet.
 */
const BUNDLED_PHOTOS: Record<string, string> = {};

export function InstructorPhoto({
  person,
  size,
}: {
  person: Pick<Instructor, 'name' | 'title' | 'imageUrl'>;
  size: number;
}) {
  const [failed, setFailed] = useState(false);
  const src = BUNDLED_PHOTOS[person.name.toLowerCase()] ?? person.imageUrl ?? '';
  const style = { width: size, height: size };
  if (src && !failed) {
    return (
      <img
        className="instructor-photo"
        src={src}
        alt={person.name}
        style={style}
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  }
  const Icon = isExecutiveTitle(person.title) ? CrownIcon : PersonIcon;
  return (
    <span
      className={`instructor-photo instructor-photo--icon${isExecutiveTitle(person.title) ? ' is-exec' : ''}`}
      style={style}
      data-testid="instructor-icon"
    >
      <Icon size={Math.round(size * 0.42)} aria-hidden />
    </span>
  );
}
