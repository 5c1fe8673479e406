import type { MailMessage } from '../../../lib/mailer';

/** The e-mails of « Mon compte » and « Mot de passe oublié », in French. Links carry their token after `#` (lib/public-url.ts). */

type Person = { first_name: string; email: string };
const SIGNATURE = "\n\nL'équipe FitFit Solution";
const hello = (person: Person) => `Bonjour ${person.first_name},\n\n`;

export const resetPasswordMail = (person: Person, link: string, minutes: number): MailMessage => ({
  to: person.email,
  subject: 'Choisir un nouveau mot de passe FitFit Solution',
  text:
    hello(person) +
    'Vous avez demandé à choisir un nouveau mot de passe pour votre compte FitFit Solution. ' +
    `Ouvrez ce lien dans les ${minutes} minutes :\n\n${link}\n\n` +
    "Le lien ne sert qu'une fois ; en l'utilisant, vous serez déconnecté de toutes vos sessions. " +
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé." +
    SIGNATURE,
});

export const passwordChangedMail = (person: Person, loginLink: string, how: 'change' | 'reset'): MailMessage => ({
  to: person.email,
  subject: 'Votre mot de passe FitFit Solution a été modifié',
  text:
    hello(person) +
    `Le mot de passe de votre compte FitFit Solution vient d'être modifié ${how === 'change' ? 'depuis « Mon compte »' : 'avec un lien « Mot de passe oublié »'}. ` +
    `${how === 'change' ? 'Vos autres sessions ont' : 'Toutes vos sessions ont'} été déconnectées.\n\n` +
    "Si vous n'êtes pas à l'origine de ce changement, choisissez sans attendre un nouveau mot de passe avec " +
    `« Mot de passe oublié ? » sur la page de connexion :\n\n${loginLink}` +
    SIGNATURE,
});

export const confirmEmailMail = (person: Person, newEmail: string, link: string, hours: number): MailMessage => ({
  to: newEmail,
  subject: 'Confirmez votre nouvelle adresse e-mail FitFit Solution',
  text:
    hello(person) +
    `Pour que ${newEmail} devienne l'adresse de connexion de votre compte FitFit Solution, ouvrez ce lien dans les ${hours} heures :\n\n` +
    `${link}\n\n` +
    "Tant que le lien n'est pas ouvert, votre adresse actuelle reste celle de votre compte. " +
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message." +
    SIGNATURE,
});

export const emailChangeRequestedMail = (person: Person, newEmail: string, loginLink: string): MailMessage => ({
  to: person.email,
  subject: 'Demande de changement de votre adresse e-mail FitFit Solution',
  text:
    hello(person) +
    `Une demande vient d'être faite pour remplacer l'adresse de connexion de votre compte FitFit Solution (${person.email}) par ${newEmail}. ` +
    'Le changement aura lieu quand le lien envoyé à la nouvelle adresse sera ouvert.\n\n' +
    "Si vous n'êtes pas à l'origine de cette demande, choisissez sans attendre un nouveau mot de passe avec " +
    `« Mot de passe oublié ? » sur la page de connexion :\n\n${loginLink}` +
    SIGNATURE,
});
