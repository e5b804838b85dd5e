import QRCode from 'qrcode';

/**
 * The QR code an authenticator app scans, as an SVG data URL: sharp at any size, a few kilobytes. Drawn by `qrcode`
 * (a maintained library), for users' set-up and operators' alike.
 */
export async function qrCodeOf(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
