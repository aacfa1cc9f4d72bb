import { RESOURCES } from '@shared/resources';
import type { AcademyEvent, EventInput } from '@shared/schemas';
import { recordApi } from '../common/recordApi';

/** Every event, past ones included: the public calendars ask for months, the dashboard for all. */
export const eventsApi = recordApi<AcademyEvent, EventInput>(RESOURCES.events);
