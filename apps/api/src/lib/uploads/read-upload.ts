import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../http-errors';

/** The one file of a multipart request, refused with a French 400/413/415 when missing, empty or too large. */
export const readUpload = async (request: FastifyRequest, maxMb: number, missing = 'Aucun fichier reçu : choisissez un fichier audio') => {
  if (!request.isMultipart())
    throw new HttpError(415, 'unsupported_media_type', 'Envoyez le fichier en multipart/form-data (champ « file »)');
  try {
    const file = await request.file();
    if (!file) throw badRequest(missing);
    const buffer = await file.toBuffer();
    if (buffer.length === 0) throw badRequest('Le fichier envoyé est vide');
    return { buffer, filename: file.filename };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, 'payload_too_large', `Le fichier dépasse la taille maximale de ${maxMb} Mo`);
    throw badRequest("Le fichier envoyé n'a pas pu être lu");
  }
};
