import { useState } from 'react';

import { resolveAvatarUrl } from '@formation/domain';

import { env } from '@/config/env';

/** The user's picture; product rules 2: if it fails to load, the default avatar takes its place. */
export function AccountAvatar({ path, size = 32 }: { path: string; size?: number }) {
  const options = env.images;
  const [failed, setFailed] = useState<string | null>(null);
  const src = failed === path ? resolveAvatarUrl('', options) : resolveAvatarUrl(path, options);
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      onError={() => {
        setFailed(path);
      }}
      className="rounded-full bg-slate-200 object-cover"
      style={{ inlineSize: size, blockSize: size }}
    />
  );
}
