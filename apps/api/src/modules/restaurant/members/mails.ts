import { type MemberAccess, memberAccessDescriptions, memberAccessLabels } from '@fitfit/contracts';
import type { MailMessage } from '../../../lib/mailer';

const SIGNATURE = "\n\nL'équipe FitFit Solution";

/** « le mardi 3 mars 2026 à 14:05 », in the restaurant's time. */
const frenchInstant = (at: Date, timezone: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: timezone }).format(at);

/**
 * The invitation to a restaurant's back office, in French: who invites, to which restaurant, with which access (its
 * exact split), until when. The link carries its token after `#` (never in a request log or a Referer).
 */
export const invitationMail = (o: {
  to: string;
  restaurant: { name: string; timezone: string };
  invitedBy: string;
  access: MemberAccess;
  link: string;
  expiresAt: Date;
}): MailMessage => ({
  to: o.to,
  subject: `${o.invitedBy} vous invite à rejoindre « ${o.restaurant.name} » sur FitFit Solution`,
  text:
    'Bonjour,\n\n' +
    `${o.invitedBy} vous invite à rejoindre le back-office du restaurant « ${o.restaurant.name} » sur FitFit Solution, ` +
    `avec l'accès ${memberAccessLabels[o.access]} : ${memberAccessDescriptions[o.access]}.\n\n` +
    `Pour accepter, ouvrez ce lien avant le ${frenchInstant(o.expiresAt, o.restaurant.timezone)} :\n\n${o.link}\n\n` +
    'Vous y choisirez votre mot de passe. Si vous avez déjà un compte FitFit Solution avec cette adresse, ' +
    'connectez-vous simplement pour rejoindre le restaurant, sans nouveau mot de passe.\n\n' +
    'Si vous ne vous attendiez pas à cette invitation, ignorez ce message : rien ne sera créé sans vous.' +
    SIGNATURE,
});
