/** An error the API answers with its status and French message ({error: {code, message, fields?}}). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, 'validation_error', message, fields);
export const unauthorized = (message = 'Votre session a expiré, veuillez vous reconnecter') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message = "Vous n'avez pas les droits pour cette action") => new HttpError(403, 'forbidden', message);
export const notFound = (message = "L'élément demandé est introuvable") => new HttpError(404, 'not_found', message);
export const conflict = (message: string, fields?: Record<string, string>) => new HttpError(409, 'conflict', message, fields);
export const unprocessable = (message: string, fields?: Record<string, string>) => new HttpError(422, 'business_rule', message, fields);
