import { LightField } from '@/components/LightField';
import type { ContactFields } from './validate';

type Props = Omit<React.ComponentProps<typeof LightField>, 'id' | 'name'> & { name: keyof ContactFields };

/** A contact form field: its id and name follow the field's key (the e2e tests and autofill use them). */
export const Field = ({ name, ...rest }: Props) => <LightField id={`contact-${name}`} name={name} {...rest} />;
