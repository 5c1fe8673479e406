import { fileTypeFromBuffer } from 'file-type';

/**
 * The real type of an uploaded file, read from its bytes by the `file-type` library (never from its name or the
 * client's header): `accepted` maps file-type's extensions to the caller's own; anything else is undefined.
 */
export const detectFileType = async <T>(bytes: Uint8Array, accepted: Readonly<Record<string, T>>): Promise<T | undefined> => {
  const type = await fileTypeFromBuffer(bytes);
  return type && Object.hasOwn(accepted, type.ext) ? accepted[type.ext] : undefined;
};
