import type { z } from 'zod';

import type { enrolmentFormSchema } from '@formation/domain';

/** The enrolment form's values as typed (before the domain schema parses them). */
export type EnrolmentFormInput = z.input<typeof enrolmentFormSchema>;
