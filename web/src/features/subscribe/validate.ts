import type { SubscribeFields } from './api';

export type SubscribeErrors = Partial<Record<keyof SubscribeFields, string>>;
export type SubscribeValidator = (values: SubscribeFields) => SubscribeErrors;

let loading: Promise<SubscribeValidator> | undefined;

/**
 * The shared schema's messages, first per field. zod is ~28 KB gzipped that no page needs to draw
 * itself, so it loads on first use (the form starts it when a field gets focus), as the contact
 * form's does; a failed load is retried.
 */
export function loadSubscribeValidator(): Promise<SubscribeValidator> {
  loading ??= import('@shared/schemas').then(
    ({ subscriptionInput }) =>
      (values) => {
        const result = subscriptionInput.safeParse(values);
        if (result.success) return {};
        const errors: SubscribeErrors = {};
        for (const issue of result.error.issues) {
          const key = issue.path[0] as keyof SubscribeFields;
          errors[key] ??= issue.message;
        }
        return errors;
      },
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}
