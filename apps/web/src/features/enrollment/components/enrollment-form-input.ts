import type { z } from 'zod';

import type { enrollmentFormSchema } from '@formation/domain';

/** The enrollment form's values as typed (before the domain schema parses them). */
export type EnrollmentFormInput = z.input<typeof enrollmentFormSchema>;
