/**
 * French (Canada): every text of the components, keyed by its English text. Written for
 * gatehouse; a missing key shows the English text. Loaded only when `lang` picks it.
 */
const texts: Readonly<Record<string, string>> = {
  "A command-line tool is asking to sign in as you. Only continue if you started it.":
    "Un outil en ligne de commande demande à se connecter en votre nom. Ne continuez que si vous l’avez lancé vous-même.",
  "A passkey is your only way to sign in. Set a password or add another sign-in method first.":
    "Une clé d’accès est votre seul moyen de connexion. Définissez d’abord un mot de passe ou ajoutez une autre méthode de connexion.",
  "Access denied":
    "Accès refusé",
  "Account already connected":
    "Compte déjà associé",
  "Account menu":
    "Menu du compte",
  "Account settings":
    "Paramètres du compte",
  "Active sessions":
    "Sessions actives",
  "Add email":
    "Ajouter le courriel",
  "Already connected":
    "Déjà associé",
  "Already have an account?":
    "Vous avez déjà un compte ?",
  "An account with this email already exists.":
    "Un compte existe déjà avec cette adresse courriel.",
  "An error occurred":
    "Une erreur s’est produite",
  "Another account already signs in with this email address. Use a different address.":
    "Un autre compte se connecte déjà avec cette adresse courriel. Utilisez une autre adresse.",
  "API keys":
    "Clés d’API",
  "API keys let programs act as you. Keep them secret.":
    "Les clés d’API permettent à des programmes d’agir en votre nom. Gardez-les secrètes.",
  "Ask for a code from an authenticator app when signing in.":
    "Demander un code d’une application d’authentification à la connexion.",
  "At least {min} characters.":
    "Au moins {min} caractères.",
  "Authorize":
    "Autoriser",
  "Authorize CLI login":
    "Autoriser la connexion CLI",
  "Back to sign in":
    "Retour à la connexion",
  "Cancel":
    "Annuler",
  "Change the password you sign in with.":
    "Modifiez le mot de passe avec lequel vous vous connectez.",
  "Check your email":
    "Consultez vos courriels",
  "Choose a longer or less common password.":
    "Choisissez un mot de passe plus long ou moins courant.",
  "CLI login authorized":
    "Connexion CLI autorisée",
  "CLI login failed":
    "Échec de la connexion CLI",
  "Code from the email":
    "Code reçu par courriel",
  "Confirm and turn on":
    "Confirmer et activer",
  "Confirm that this is your email address.":
    "Confirmez qu’il s’agit bien de votre adresse courriel.",
  "Continue":
    "Continuer",
  "Continue to sign in with the link from your email.":
    "Continuez la connexion avec le lien de votre courriel.",
  "Copy this key now. It will not be shown again.":
    "Copiez cette clé maintenant. Elle ne sera plus affichée.",
  "Could not reach the server. Check your connection and try again.":
    "Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.",
  "Create a new account":
    "Créer un compte",
  "Create a team":
    "Créer une équipe",
  "Create a team API key":
    "Créer une clé d’API d’équipe",
  "Create an account":
    "Créer un compte",
  "Create an API key":
    "Créer une clé d’API",
  "Create API key":
    "Créer la clé d’API",
  "Create team":
    "Créer l’équipe",
  "Current password":
    "Mot de passe actuel",
  "Current team":
    "Équipe actuelle",
  "Delete account":
    "Supprimer le compte",
  "Deleting your account removes all its data. This cannot be undone.":
    "La suppression de votre compte efface toutes ses données. Cette action est irréversible.",
  "Describe what the key is for.":
    "Indiquez à quoi sert la clé.",
  "Description":
    "Description",
  "Details":
    "Détails",
  "Devices and browsers signed in to your account.":
    "Appareils et navigateurs connectés à votre compte.",
  "Display name":
    "Nom d’affichage",
  "Don't have an account?":
    "Vous n’avez pas de compte ?",
  "Drag the image or use the arrow keys to choose what shows. Zoom with the slider or the + and - keys.":
    "Faites glisser l’image ou utilisez les flèches pour choisir la partie visible. Zoomez avec le curseur ou les touches + et -.",
  "Email":
    "Courriel",
  "Email & password":
    "Courriel et mot de passe",
  "Email address to invite":
    "Adresse courriel à inviter",
  "Email code":
    "Code par courriel",
  "Emails":
    "Adresses courriel",
  "Emails & auth":
    "Courriels et connexion",
  "Ends in {lastFour}":
    "Se termine par {lastFour}",
  "Enter a password.":
    "Saisissez un mot de passe.",
  "Enter a team name.":
    "Saisissez un nom d’équipe.",
  "Enter a valid email address, like name@example.com.":
    "Saisissez une adresse courriel valide, comme nom@exemple.com.",
  "Enter the 6 characters from the email.":
    "Saisissez les 6 caractères du courriel.",
  "Enter the six digits your authenticator app shows.":
    "Saisissez les six chiffres affichés par votre application d’authentification.",
  "Enter your current password.":
    "Saisissez votre mot de passe actuel.",
  "Enter your email address.":
    "Saisissez votre adresse courriel.",
  "Enter your password.":
    "Saisissez votre mot de passe.",
  "Error code: {code}":
    "Code d’erreur : {code}",
  "Expired":
    "Expirée",
  "Expires":
    "Expiration",
  "Expires {date}":
    "Expire le {date}",
  "Forgot password?":
    "Mot de passe oublié ?",
  "Go home":
    "Aller à l’accueil",
  "Guest accounts are turned off for this app. Create an account instead.":
    "Les comptes invités sont désactivés pour cette application. Créez plutôt un compte.",
  "Hide password":
    "Masquer le mot de passe",
  "Home":
    "Accueil",
  "How you appear to others.":
    "Ce que les autres voient de vous.",
  "If an account uses {email}, we sent it a link to reset the password.":
    "Si un compte utilise {email}, nous lui avons envoyé un lien pour réinitialiser le mot de passe.",
  "Ignore":
    "Ignorer",
  "Image position":
    "Position de l’image",
  "Impersonation":
    "Usurpation d’identité",
  "In {days} days":
    "Dans {days} jours",
  "Invalid CLI login link":
    "Lien de connexion CLI non valide",
  "Invalid password reset link":
    "Lien de réinitialisation non valide",
  "Invalid sign-in link":
    "Lien de connexion non valide",
  "Invalid team invitation link":
    "Lien d’invitation non valide",
  "Invalid verification link":
    "Lien de vérification non valide",
  "Invitation sent to {email}.":
    "Invitation envoyée à {email}.",
  "Invite a member":
    "Inviter un membre",
  "IP address {ip}":
    "Adresse IP {ip}",
  "Join team":
    "Rejoindre l’équipe",
  "Key":
    "Clé",
  "Last used":
    "Dernière utilisée",
  "Last used {date}":
    "Dernière utilisation {date}",
  "Leave team":
    "Quitter l’équipe",
  "Loading":
    "Chargement",
  "Make primary":
    "Définir comme principale",
  "Make this my selected team":
    "Choisir cette équipe",
  "Members":
    "Membres",
  "Multi-factor authentication":
    "Authentification multifacteur",
  "Multi-factor authentication is on.":
    "L’authentification multifacteur est activée.",
  "My profile":
    "Mon profil",
  "Never":
    "Jamais",
  "Never expires":
    "N’expire jamais",
  "New accounts cannot be created for this app right now. Sign in with an existing account.":
    "Impossible de créer de nouveaux comptes pour cette application pour le moment. Connectez-vous avec un compte existant.",
  "New API key":
    "Nouvelle clé d’API",
  "New email address":
    "Nouvelle adresse courriel",
  "New password":
    "Nouveau mot de passe",
  "No account uses this email address. Check it, or create an account.":
    "Aucun compte n’utilise cette adresse courriel. Vérifiez-la ou créez un compte.",
  "No account uses this email, and new accounts cannot be created right now. Check the address.":
    "Aucun compte n’utilise cette adresse, et il est impossible d’en créer pour le moment. Vérifiez l’adresse.",
  "No API keys yet.":
    "Aucune clé d’API pour l’instant.",
  "No name":
    "Sans nom",
  "No sign-in in progress":
    "Aucune connexion en cours",
  "No sign-in method is enabled for this project.":
    "Aucune méthode de connexion n’est activée pour ce projet.",
  "No team selected":
    "Aucune équipe choisie",
  "No teams yet":
    "Aucune équipe pour l’instant",
  "Not signed in":
    "Non connecté",
  "One-time code sign-in":
    "Connexion par code à usage unique",
  "One-time code sign-in is off.":
    "La connexion par code à usage unique est désactivée.",
  "One-time code sign-in is on.":
    "La connexion par code à usage unique est activée.",
  "One-time codes are your only way to sign in. Set a password or add another sign-in method first.":
    "Les codes à usage unique sont votre seul moyen de connexion. Définissez d’abord un mot de passe ou ajoutez une autre méthode de connexion.",
  "Or continue with":
    "Ou continuer avec",
  "Other members see this name instead of your display name.":
    "Les autres membres voient ce nom au lieu de votre nom d’affichage.",
  "Page not found":
    "Page introuvable",
  "Passkey":
    "Clé d’accès",
  "Passkey sign-in is on.":
    "La connexion par clé d’accès est activée.",
  "Passkeys are turned off for this app. Use another sign-in method.":
    "Les clés d’accès sont désactivées pour cette application. Utilisez une autre méthode de connexion.",
  "Password":
    "Mot de passe",
  "Password saved.":
    "Mot de passe enregistré.",
  "Password too long. Use at most {max} characters.":
    "Mot de passe trop long. Utilisez au plus {max} caractères.",
  "Password too short. Use at least {min} characters.":
    "Mot de passe trop court. Utilisez au moins {min} caractères.",
  "Passwords do not match.":
    "Les mots de passe ne correspondent pas.",
  "Pending invitations":
    "Invitations en attente",
  "Primary":
    "Principale",
  "Profile image":
    "Photo de profil",
  "QR code for your authenticator app":
    "Code QR pour votre application d’authentification",
  "Register a passkey":
    "Enregistrer une clé d’accès",
  "Register another passkey":
    "Enregistrer une autre clé d’accès",
  "Remove":
    "Supprimer",
  "Remove image":
    "Supprimer l’image",
  "Repeat new password":
    "Confirmer le nouveau mot de passe",
  "Repeat password":
    "Confirmer le mot de passe",
  "Request a new link":
    "Demander un nouveau lien",
  "Reset password":
    "Réinitialiser le mot de passe",
  "Reset your password":
    "Réinitialiser votre mot de passe",
  "Revoke":
    "Révoquer",
  "Revoke all other sessions":
    "Révoquer toutes les autres sessions",
  "Revoked":
    "Révoquée",
  "Save":
    "Enregistrer",
  "Save image":
    "Enregistrer l’image",
  "Saved.":
    "Enregistré.",
  "Scan this QR code with your authenticator app, or enter the key by hand.":
    "Scannez ce code QR avec votre application d’authentification ou saisissez la clé à la main.",
  "Select team":
    "Choisir une équipe",
  "Selected team":
    "Équipe choisie",
  "Send a new code":
    "Envoyer un nouveau code",
  "Send email":
    "Envoyer le courriel",
  "Send invitation":
    "Envoyer l’invitation",
  "Send reset link":
    "Envoyer le lien de réinitialisation",
  "Send verification email":
    "Envoyer le courriel de vérification",
  "Set a new password":
    "Définir un nouveau mot de passe",
  "Set a password to sign in with your email and a password.":
    "Définissez un mot de passe pour vous connecter avec votre adresse courriel et un mot de passe.",
  "Set password":
    "Définir le mot de passe",
  "Settings":
    "Paramètres",
  "Show password":
    "Afficher le mot de passe",
  "Sign in":
    "Se connecter",
  "Sign in instead":
    "Se connecter plutôt",
  "Sign in or create an account to join the team.":
    "Connectez-vous ou créez un compte pour rejoindre l’équipe.",
  "Sign in to your account":
    "Connectez-vous à votre compte",
  "Sign in with a code or link sent to your email.":
    "Connectez-vous avec un code ou un lien envoyé par courriel.",
  "Sign in with a passkey":
    "Se connecter avec une clé d’accès",
  "Sign in with your device's fingerprint, face or screen lock instead of a password.":
    "Connectez-vous avec l’empreinte, le visage ou le verrouillage d’écran de votre appareil plutôt qu’avec un mot de passe.",
  "Sign in with {provider}":
    "Se connecter avec {provider}",
  "Sign out":
    "Se déconnecter",
  "Sign out of your account on this device.":
    "Déconnectez-vous de votre compte sur cet appareil.",
  "Sign up":
    "S’inscrire",
  "Sign up for new users is not enabled at the moment.":
    "L’inscription de nouveaux utilisateurs n’est pas ouverte pour le moment.",
  "Sign up is disabled":
    "Les inscriptions sont fermées",
  "Sign up with {provider}":
    "S’inscrire avec {provider}",
  "Sign-in failed":
    "Échec de la connexion",
  "Sign-in method":
    "Méthode de connexion",
  "Signed in {date}":
    "Connecté {date}",
  "Signing in asks for a code from your authenticator app.":
    "La connexion demande un code de votre application d’authentification.",
  "Signing in with a password is turned off for this app. Use another sign-in method.":
    "La connexion par mot de passe est désactivée pour cette application. Utilisez une autre méthode de connexion.",
  "Signing in with your passkey failed. Try again or use another method.":
    "La connexion avec votre clé d’accès a échoué. Réessayez ou utilisez une autre méthode.",
  "Signing out...":
    "Déconnexion…",
  "Signing you in...":
    "Connexion…",
  "Six-digit code from your authenticator app":
    "Code à six chiffres de votre application d’authentification",
  "Some of what you entered cannot be used. Check the fields and try again.":
    "Certaines valeurs saisies ne peuvent pas être utilisées. Vérifiez les champs et réessayez.",
  "Something went wrong. Please try again.":
    "Une erreur s’est produite. Veuillez réessayer.",
  "Start signing in again to get here.":
    "Recommencez la connexion pour arriver ici.",
  "Team API keys":
    "Clés d’API de l’équipe",
  "Team API keys let programs act for this team. Keep them secret.":
    "Les clés d’API d’équipe permettent à des programmes d’agir pour cette équipe. Gardez-les secrètes.",
  "Team image":
    "Image de l’équipe",
  "Team invitation":
    "Invitation à une équipe",
  "Team name":
    "Nom de l’équipe",
  "Team settings":
    "Paramètres de l’équipe",
  "Teams":
    "Équipes",
  "Teams let you work together with other people.":
    "Les équipes vous permettent de travailler avec d’autres personnes.",
  "Thank you for confirming your email address.":
    "Merci d’avoir confirmé votre adresse e-mail.",
  "The addresses of your account. The primary one receives account emails.":
    "Les adresses de votre compte. La principale reçoit les courriels du compte.",
  "The current password is wrong. Check it and try again.":
    "Le mot de passe actuel est incorrect. Vérifiez-le et réessayez.",
  "The name every member sees.":
    "Le nom que voient tous les membres.",
  "The page you are looking for does not exist.":
    "La page que vous cherchez n’existe pas.",
  "The sign-in provider did not grant access. Try again and allow access when asked.":
    "Le service de connexion n’a pas accordé l’accès. Réessayez et autorisez l’accès quand il vous est demandé.",
  "This account has no password. Sign in with an email code or another method.":
    "Ce compte n’a pas de mot de passe. Connectez-vous avec un code par courriel ou une autre méthode.",
  "This account is already connected to another user. Sign in with that user, or use another account.":
    "Ce compte est déjà associé à un autre utilisateur. Connectez-vous avec cet utilisateur ou utilisez un autre compte.",
  "This code does not match. Check the time on your device and try the newest code.":
    "Ce code ne correspond pas. Vérifiez l’heure de votre appareil et essayez le code le plus récent.",
  "This code has already been used. Send a new code.":
    "Ce code a déjà été utilisé. Envoyez un nouveau code.",
  "This code has expired. Use a different email or send a new code.":
    "Ce code a expiré. Utilisez une autre adresse courriel ou envoyez un nouveau code.",
  "This code is not right. Check the 6 characters in the newest email.":
    "Ce code est incorrect. Vérifiez les 6 caractères du dernier courriel.",
  "This code or link has already been used. Ask for a new one.":
    "Ce code ou ce lien a déjà été utilisé. Demandez-en un nouveau.",
  "This code or link has expired. Ask for a new one.":
    "Ce code ou ce lien a expiré. Demandez-en un nouveau.",
  "This code or link is not valid. Check it, or ask for a new one.":
    "Ce code ou ce lien n’est pas valide. Vérifiez-le ou demandez-en un nouveau.",
  "This device":
    "Cet appareil",
  "This email address is already verified.":
    "Cette adresse courriel est déjà vérifiée.",
  "This email belongs to an account that has not verified it yet, so no code can be sent. Sign in with your password, then verify the address in your account settings.":
    "Cette adresse courriel appartient à un compte qui ne l’a pas encore vérifiée : aucun code ne peut donc être envoyé. Connectez-vous avec votre mot de passe, puis vérifiez l’adresse dans les paramètres du compte.",
  "This file is not an image we can read.":
    "Ce fichier n’est pas une image que nous pouvons lire.",
  "This is not your current password. Check it, or reset your password.":
    "Ce n’est pas votre mot de passe actuel. Vérifiez-le ou réinitialisez votre mot de passe.",
  "This is the only email you can sign in with. Add another sign-in email or method first.":
    "C’est la seule adresse courriel avec laquelle vous pouvez vous connecter. Ajoutez d’abord une autre adresse ou méthode de connexion.",
  "This is the session you are using. Sign out instead.":
    "C’est la session que vous utilisez. Déconnectez-vous plutôt.",
  "This is your selected team.":
    "C’est votre équipe choisie.",
  "This link has no invitation code. Use the link from the email.":
    "Ce lien ne contient pas de code d’invitation. Utilisez le lien du courriel.",
  "This link has no login code. Run the CLI login again.":
    "Ce lien ne contient pas de code de connexion. Relancez la connexion CLI.",
  "This link has no reset code. Use the link from the email.":
    "Ce lien ne contient pas de code de réinitialisation. Utilisez le lien du courriel.",
  "This link has no sign-in code. Use the link from the email.":
    "Ce lien ne contient pas de code de connexion. Utilisez le lien du courriel.",
  "This link has no verification code. Use the link from the email.":
    "Ce lien ne contient pas de code de vérification. Utilisez le lien du courriel.",
  "This login request has already been used. Start the CLI login again.":
    "Cette demande de connexion a déjà été utilisée. Relancez la connexion CLI.",
  "This login request has expired. Start the CLI login again.":
    "Cette demande de connexion a expiré. Relancez la connexion CLI.",
  "This login request is not valid. Start the CLI login again.":
    "Cette demande de connexion n’est pas valide. Relancez la connexion CLI.",
  "This page's address is not on the app's list of trusted domains. The app's owner must add it.":
    "L’adresse de cette page ne figure pas dans la liste des domaines de confiance de l’application. Le propriétaire de l’application doit l’ajouter.",
  "This password does not meet the requirements. Choose a longer or less common one.":
    "Ce mot de passe ne respecte pas les exigences. Choisissez-en un plus long ou moins courant.",
  "This person is no longer a member of this team. Reload the page.":
    "Cette personne n’est plus membre de cette équipe. Rechargez la page.",
  "This sign-in took too long. Sign in again.":
    "La connexion a pris trop de temps. Reconnectez-vous.",
  "This sign-up was not accepted. Contact the app's support if you think this is a mistake.":
    "Cette inscription n’a pas été acceptée. Contactez l’assistance de l’application si vous pensez qu’il s’agit d’une erreur.",
  "This team has no API keys yet.":
    "Cette équipe n’a pas encore de clé d’API.",
  "This team no longer exists. Reload the page.":
    "Cette équipe n’existe plus. Rechargez la page.",
  "Toggle theme":
    "Changer de thème",
  "Too many wrong attempts. Ask for a new code.":
    "Trop de tentatives incorrectes. Demandez un nouveau code.",
  "Too many wrong attempts. Send a new code.":
    "Trop de tentatives incorrectes. Envoyez un nouveau code.",
  "Tried {url}":
    "Adresse essayée : {url}",
  "Try again":
    "Réessayer",
  "Turn off multi-factor authentication":
    "Désactiver l’authentification multifacteur",
  "Turn off one-time code sign-in":
    "Désactiver la connexion par code à usage unique",
  "Turn off passkey sign-in":
    "Désactiver la connexion par clé d’accès",
  "Turn on multi-factor authentication":
    "Activer l’authentification multifacteur",
  "Turn on one-time code sign-in":
    "Activer la connexion par code à usage unique",
  "Unknown location":
    "Lieu inconnu",
  "Unknown recipient":
    "Destinataire inconnu",
  "Unverified":
    "Non vérifiée",
  "Update password":
    "Modifier le mot de passe",
  "Upload image":
    "Téléverser une image",
  "Use a different email":
    "Utiliser une autre adresse courriel",
  "Use a shorter name.":
    "Utilisez un nom plus court.",
  "Use a shorter team name.":
    "Utilisez un nom d’équipe plus court.",
  "Use at least {min} characters.":
    "Utilisez au moins {min} caractères.",
  "Use at most {max} characters.":
    "Utilisez au plus {max} caractères.",
  "Use for sign-in":
    "Utiliser pour la connexion",
  "Use one of your emails for sign-in first.":
    "Utilisez d’abord l’une de vos adresses courriel pour la connexion.",
  "Used for sign-in":
    "Utilisée pour la connexion",
  "Verification email sent.":
    "Courriel de vérification envoyé.",
  "Verified":
    "Vérifiée",
  "Verify":
    "Vérifier",
  "Verify email":
    "Vérifier l’adresse courriel",
  "Verify your email":
    "Vérifiez votre adresse courriel",
  "We email them a link to join this team.":
    "Nous lui envoyons par courriel un lien pour rejoindre cette équipe.",
  "We sent a sign-in link and a code to {email}.":
    "Nous avons envoyé un lien de connexion et un code à {email}.",
  "Wrong email or password. Check both, or reset your password.":
    "Adresse courriel ou mot de passe incorrect. Vérifiez les deux ou réinitialisez votre mot de passe.",
  "Yes, delete my account":
    "Oui, supprimer mon compte",
  "You":
    "Vous",
  "You are already a member of this team.":
    "Vous êtes déjà membre de cette équipe.",
  "You are already signed in.":
    "Vous êtes déjà connecté.",
  "You are invited to join {team}.":
    "Vous êtes invité à rejoindre {team}.",
  "You are now a member of this team.":
    "Vous êtes maintenant membre de cette équipe.",
  "You are now signed out everywhere else.":
    "Vous êtes maintenant déconnecté partout ailleurs.",
  "You are signed in":
    "Vous êtes connecté",
  "You are signed out. Sign in again.":
    "Vous êtes déconnecté. Reconnectez-vous.",
  "You can close this window and return to the command line.":
    "Vous pouvez fermer cette fenêtre et revenir à la ligne de commande.",
  "You can now sign in with your new password.":
    "Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.",
  "You do not have permission to do this in this team. Ask a team admin.":
    "Vous n’avez pas l’autorisation de faire cela dans cette équipe. Demandez à un administrateur de l’équipe.",
  "You joined {team}":
    "Vous avez rejoint {team}",
  "You will lose access to this team.":
    "Vous perdrez l’accès à cette équipe.",
  "Your API keys":
    "Vos clés d’API",
  "Your browser or device could not use a passkey here. Try another method.":
    "Votre navigateur ou appareil ne peut pas utiliser de clé d’accès ici. Essayez une autre méthode.",
  "Your email has been verified":
    "Votre adresse courriel a été vérifiée",
  "Your name in this team":
    "Votre nom dans cette équipe",
  "Your passkey could not be registered. Try again.":
    "Votre clé d’accès n’a pas pu être enregistrée. Réessayez.",
  "Your password has been reset":
    "Votre mot de passe a été réinitialisé",
  "Your session has ended. Sign in again.":
    "Votre session a pris fin. Reconnectez-vous.",
  "Your user is already connected to another account of this provider.":
    "Votre utilisateur est déjà associé à un autre compte de ce fournisseur.",
  "Zoom":
    "Zoom",
};

export default texts;
