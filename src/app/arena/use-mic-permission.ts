import { useEffect, useState } from 'react';

/**
 * 'checking' until resolved; 'granted' or 'denied' (spec section 4); 'unavailable' where the browser offers no
 * microphone API at all (an insecure page other than localhost, or a very old browser).
 */
export type MicPermission = 'checking' | 'granted' | 'denied' | 'unavailable';

export interface PermissionEnvironment {
  permissions?: Pick<Permissions, 'query'>;
  mediaDevices?: Pick<MediaDevices, 'getUserMedia'>;
}

/**
 * Resolves the microphone permission: granted proceeds, denied is denied, and prompt asks by opening (and at
 * once closing) the microphone. A browser without the Permissions API, or one that cannot query 'microphone',
 * is asked the same way. A refusal always ends in 'denied', never in an endless wait.
 */
export async function resolveMicPermission(
  env: PermissionEnvironment,
): Promise<Exclude<MicPermission, 'checking'>> {
  if (!env.mediaDevices?.getUserMedia) return 'unavailable';
  let state: PermissionState | undefined;
  try {
    state = (await env.permissions?.query({ name: 'microphone' as PermissionName }))?.state;
  } catch {
    state = undefined; // e.g. Firefox before 'microphone' was a permission name: ask instead.
  }
  if (state === 'granted') return 'granted';
  if (state === 'denied') return 'denied';
  try {
    const stream = await env.mediaDevices.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    return 'granted';
  } catch {
    return 'denied';
  }
}

export function useMicPermission(env: PermissionEnvironment = browserEnvironment()): MicPermission {
  const [permission, setPermission] = useState<MicPermission>('checking');
  useEffect(() => {
    let live = true;
    void resolveMicPermission(env).then((resolved) => live && setPermission(resolved));
    return () => {
      live = false;
    };
    // The environment is fixed for the page's life; resolving once per mount is the intent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return permission;
}

function browserEnvironment(): PermissionEnvironment {
  if (typeof navigator === 'undefined') return {};
  return { permissions: navigator.permissions, mediaDevices: navigator.mediaDevices };
}
