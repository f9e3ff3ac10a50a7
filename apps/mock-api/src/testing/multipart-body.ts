import { encodePng } from '../images/png-encoder';

export interface Part {
  name: string;
  content: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body built by hand (light-my-request has no form builder). */
export function multipartBody(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----hardening-boundary-3kR9w1Zq';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.contentType === undefined ? '' : `Content-Type: ${part.contentType}\r\n`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n${type}\r\n`,
      ),
    );
    chunks.push(typeof part.content === 'string' ? Buffer.from(part.content) : part.content);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real 1 × 1 PNG. */
export const onePixelPng = (): Buffer => Buffer.from(encodePng(1, 1, Uint8Array.from([20, 120, 200, 255])));
