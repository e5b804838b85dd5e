/** How a third-party chat page (setting `service_link`) is handed the visitor's metadata (`service_link_type`). */
export const SERVICE_LINK_TYPE = {
  queryParameters: 1,
  postMessage: 2,
} as const;

export interface ChatMetadata {
  uid: string;
  email: string;
}

/**
 * The address to embed for a third-party chat, or null when the setting names none we may frame (only https
 * addresses; the app's policy frames nothing else). With type 1, a signed-in visitor's uid and email ride along as
 * query parameters, the way hosted chat widgets take visitor metadata; with type 2 they are posted to the page.
 */
export function thirdPartyChatUrl(link: string, type: number, metadata: ChatMetadata | null): URL | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  if (metadata && type !== SERVICE_LINK_TYPE.postMessage) {
    url.searchParams.set('uid', metadata.uid);
    url.searchParams.set('email', metadata.email);
  }
  return url;
}
