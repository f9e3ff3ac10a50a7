import { z } from 'zod';

/** The one place that reads the build's environment. */
const EnvSchema = z.object({
  VITE_API_BASE_URL: z.string().url().default('http://localhost:3001'),
});

const parsed = EnvSchema.parse({
  VITE_API_BASE_URL: (import.meta.env.VITE_API_BASE_URL as string | undefined) || undefined,
});

export const env = {
  apiBaseUrl: parsed.VITE_API_BASE_URL.replace(/\/$/, ''),
  uploadsBaseUrl: `${parsed.VITE_API_BASE_URL.replace(/\/$/, '')}/uploads`,
} as const;

/** Shown in the header and the footer (spec 9). */
export const CONTACT = {
  phone: '+216 70 123 456',
  phoneHref: 'tel:+21670123456',
  email: 'contact@formation-pro.tn',
} as const;
