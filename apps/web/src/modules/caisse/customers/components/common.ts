/** Said before a customer is deleted: deletion and RGPD erasure are one act on the API. */
export const ERASE_CONSEQUENCE =
  'Un client sans ticket est supprimé. Un client qui a des tickets est anonymisé : ses données personnelles sont effacées, ses tickets restent (obligation fiscale) sans son nom dans la fiche client. Cette action est définitive.';
