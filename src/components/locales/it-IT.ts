/**
 * Italian (Italy): every text of the components, keyed by its English text. Written for
 * gatehouse; a missing key shows the English text. Loaded only when `lang` picks it.
 */
const texts: Readonly<Record<string, string>> = {
  "A command-line tool is asking to sign in as you. Only continue if you started it.":
    "Uno strumento a riga di comando chiede di accedere a tuo nome. Continua solo se l’hai avviato tu.",
  "A passkey is your only way to sign in. Set a password or add another sign-in method first.":
    "Una passkey è il tuo unico modo per accedere. Prima imposta una password o aggiungi un altro metodo di accesso.",
  "Access denied":
    "Accesso negato",
  "Account already connected":
    "Account già collegato",
  "Account menu":
    "Menu dell’account",
  "Account settings":
    "Impostazioni dell’account",
  "Active sessions":
    "Sessioni attive",
  "Add email":
    "Aggiungi email",
  "Already connected":
    "Già collegato",
  "Already have an account?":
    "Hai già un account?",
  "An account with this email already exists.":
    "Esiste già un account con questa email.",
  "An error occurred":
    "Si è verificato un errore",
  "Another account already signs in with this email address. Use a different address.":
    "Un altro account accede già con questo indirizzo email. Usa un indirizzo diverso.",
  "API keys":
    "Chiavi API",
  "API keys let programs act as you. Keep them secret.":
    "Le chiavi API permettono ai programmi di agire a tuo nome. Tienile segrete.",
  "Ask for a code from an authenticator app when signing in.":
    "Chiedi un codice da un’app di autenticazione all’accesso.",
  "At least {min} characters.":
    "Almeno {min} caratteri.",
  "Authorize":
    "Autorizza",
  "Authorize CLI login":
    "Autorizza l’accesso della CLI",
  "Back to sign in":
    "Torna all’accesso",
  "Cancel":
    "Annulla",
  "Change the password you sign in with.":
    "Cambia la password con cui accedi.",
  "Check your email":
    "Controlla la tua email",
  "Choose a longer or less common password.":
    "Scegli una password più lunga o meno comune.",
  "CLI login authorized":
    "Accesso della CLI autorizzato",
  "CLI login failed":
    "Accesso della CLI non riuscito",
  "Code from the email":
    "Codice dall’email",
  "Confirm and turn on":
    "Conferma e attiva",
  "Confirm that this is your email address.":
    "Conferma che questo è il tuo indirizzo email.",
  "Continue":
    "Continua",
  "Continue to sign in with the link from your email.":
    "Continua l’accesso con il link della tua email.",
  "Copy this key now. It will not be shown again.":
    "Copia questa chiave ora. Non verrà più mostrata.",
  "Could not reach the server. Check your connection and try again.":
    "Impossibile raggiungere il server. Controlla la connessione e riprova.",
  "Create a new account":
    "Crea un nuovo account",
  "Create a team":
    "Crea un team",
  "Create a team API key":
    "Crea una chiave API del team",
  "Create an account":
    "Crea un account",
  "Create an API key":
    "Crea una chiave API",
  "Create API key":
    "Crea chiave API",
  "Create team":
    "Crea team",
  "Current password":
    "Password attuale",
  "Current team":
    "Team attuale",
  "Delete account":
    "Elimina account",
  "Deleting your account removes all its data. This cannot be undone.":
    "Eliminando l’account ne cancelli tutti i dati. L’operazione non si può annullare.",
  "Describe what the key is for.":
    "Descrivi a cosa serve la chiave.",
  "Description":
    "Descrizione",
  "Details":
    "Dettagli",
  "Devices and browsers signed in to your account.":
    "Dispositivi e browser che hanno effettuato l’accesso al tuo account.",
  "Display name":
    "Nome visualizzato",
  "Don't have an account?":
    "Non hai un account?",
  "Drag the image or use the arrow keys to choose what shows. Zoom with the slider or the + and - keys.":
    "Trascina l’immagine o usa le frecce per scegliere cosa si vede. Ingrandisci con il cursore o con i tasti + e -.",
  "Email":
    "Email",
  "Email & password":
    "Email e password",
  "Email address to invite":
    "Indirizzo email da invitare",
  "Email code":
    "Codice via email",
  "Emails":
    "Indirizzi email",
  "Emails & auth":
    "Email e accesso",
  "Ends in {lastFour}":
    "Termina con {lastFour}",
  "Enter a password.":
    "Inserisci una password.",
  "Enter a team name.":
    "Inserisci un nome per il team.",
  "Enter a valid email address, like name@example.com.":
    "Inserisci un indirizzo email valido, come nome@esempio.com.",
  "Enter the 6 characters from the email.":
    "Inserisci i 6 caratteri dell’email.",
  "Enter the six digits your authenticator app shows.":
    "Inserisci le sei cifre mostrate dalla tua app di autenticazione.",
  "Enter your current password.":
    "Inserisci la password attuale.",
  "Enter your email address.":
    "Inserisci il tuo indirizzo email.",
  "Enter your password.":
    "Inserisci la password.",
  "Error code: {code}":
    "Codice errore: {code}",
  "Expired":
    "Scaduta",
  "Expires":
    "Scadenza",
  "Expires {date}":
    "Scade il {date}",
  "Forgot password?":
    "Password dimenticata?",
  "Go home":
    "Vai alla home",
  "Guest accounts are turned off for this app. Create an account instead.":
    "Gli account ospite sono disattivati per questa app. Crea invece un account.",
  "Hide password":
    "Nascondi password",
  "Home":
    "Home",
  "How you appear to others.":
    "Come ti vedono gli altri.",
  "If an account uses {email}, we sent it a link to reset the password.":
    "Se un account usa {email}, gli abbiamo inviato un link per reimpostare la password.",
  "Ignore":
    "Ignora",
  "Image position":
    "Posizione dell’immagine",
  "Impersonation":
    "Impersonificazione",
  "In {days} days":
    "Tra {days} giorni",
  "Invalid CLI login link":
    "Link di accesso della CLI non valido",
  "Invalid password reset link":
    "Link per reimpostare la password non valido",
  "Invalid sign-in link":
    "Link di accesso non valido",
  "Invalid team invitation link":
    "Link di invito al team non valido",
  "Invalid verification link":
    "Link di verifica non valido",
  "Invitation sent to {email}.":
    "Invito inviato a {email}.",
  "Invite a member":
    "Invita un membro",
  "IP address {ip}":
    "Indirizzo IP {ip}",
  "Join team":
    "Unisciti al team",
  "Key":
    "Chiave",
  "Last used":
    "Usato di recente",
  "Last used {date}":
    "Ultimo utilizzo {date}",
  "Leave team":
    "Lascia il team",
  "Loading":
    "Caricamento",
  "Make primary":
    "Rendi principale",
  "Make this my selected team":
    "Seleziona questo team",
  "Members":
    "Membri",
  "Multi-factor authentication":
    "Autenticazione a più fattori",
  "Multi-factor authentication is on.":
    "L’autenticazione a più fattori è attiva.",
  "My profile":
    "Il mio profilo",
  "Never":
    "Mai",
  "Never expires":
    "Non scade mai",
  "New accounts cannot be created for this app right now. Sign in with an existing account.":
    "Al momento non è possibile creare nuovi account per questa app. Accedi con un account esistente.",
  "New API key":
    "Nuova chiave API",
  "New email address":
    "Nuovo indirizzo email",
  "New password":
    "Nuova password",
  "No account uses this email address. Check it, or create an account.":
    "Nessun account usa questo indirizzo email. Controllalo o crea un account.",
  "No account uses this email, and new accounts cannot be created right now. Check the address.":
    "Nessun account usa questa email e al momento non è possibile crearne di nuovi. Controlla l’indirizzo.",
  "No API keys yet.":
    "Ancora nessuna chiave API.",
  "No name":
    "Nessun nome",
  "No sign-in in progress":
    "Nessun accesso in corso",
  "No sign-in method is enabled for this project.":
    "Nessun metodo di accesso è attivo per questo progetto.",
  "No team selected":
    "Nessun team selezionato",
  "No teams yet":
    "Ancora nessun team",
  "Not signed in":
    "Accesso non effettuato",
  "One-time code sign-in":
    "Accesso con codice monouso",
  "One-time code sign-in is off.":
    "L’accesso con codice monouso è disattivato.",
  "One-time code sign-in is on.":
    "L’accesso con codice monouso è attivo.",
  "One-time codes are your only way to sign in. Set a password or add another sign-in method first.":
    "I codici monouso sono il tuo unico modo per accedere. Prima imposta una password o aggiungi un altro metodo di accesso.",
  "Or continue with":
    "Oppure continua con",
  "Other members see this name instead of your display name.":
    "Gli altri membri vedono questo nome al posto del tuo nome visualizzato.",
  "Page not found":
    "Pagina non trovata",
  "Passkey":
    "Passkey",
  "Passkey sign-in is on.":
    "L’accesso con passkey è attivo.",
  "Passkeys are turned off for this app. Use another sign-in method.":
    "Le passkey sono disattivate per questa app. Usa un altro metodo di accesso.",
  "Password":
    "Password",
  "Password saved.":
    "Password salvata.",
  "Password too long. Use at most {max} characters.":
    "Password troppo lunga. Usa al massimo {max} caratteri.",
  "Password too short. Use at least {min} characters.":
    "Password troppo corta. Usa almeno {min} caratteri.",
  "Passwords do not match.":
    "Le password non coincidono.",
  "Pending invitations":
    "Inviti in sospeso",
  "Primary":
    "Principale",
  "Profile image":
    "Immagine del profilo",
  "QR code for your authenticator app":
    "Codice QR per la tua app di autenticazione",
  "Register a passkey":
    "Registra una passkey",
  "Register another passkey":
    "Registra un’altra passkey",
  "Remove":
    "Rimuovi",
  "Remove image":
    "Rimuovi immagine",
  "Repeat new password":
    "Ripeti la nuova password",
  "Repeat password":
    "Ripeti la password",
  "Request a new link":
    "Richiedi un nuovo link",
  "Reset password":
    "Reimposta password",
  "Reset your password":
    "Reimposta la password",
  "Revoke":
    "Revoca",
  "Revoke all other sessions":
    "Revoca tutte le altre sessioni",
  "Revoked":
    "Revocata",
  "Save":
    "Salva",
  "Save image":
    "Salva immagine",
  "Saved.":
    "Salvato.",
  "Scan this QR code with your authenticator app, or enter the key by hand.":
    "Scansiona questo codice QR con la tua app di autenticazione o inserisci la chiave a mano.",
  "Select team":
    "Seleziona team",
  "Selected team":
    "Team selezionato",
  "Send a new code":
    "Invia un nuovo codice",
  "Send email":
    "Invia email",
  "Send invitation":
    "Invia invito",
  "Send reset link":
    "Invia link di reimpostazione",
  "Send verification email":
    "Invia email di verifica",
  "Set a new password":
    "Imposta una nuova password",
  "Set a password to sign in with your email and a password.":
    "Imposta una password per accedere con la tua email e una password.",
  "Set password":
    "Imposta password",
  "Settings":
    "Impostazioni",
  "Show password":
    "Mostra password",
  "Sign in":
    "Accedi",
  "Sign in instead":
    "Accedi invece",
  "Sign in or create an account to join the team.":
    "Accedi o crea un account per unirti al team.",
  "Sign in to your account":
    "Accedi al tuo account",
  "Sign in with a code or link sent to your email.":
    "Accedi con un codice o un link inviato alla tua email.",
  "Sign in with a passkey":
    "Accedi con una passkey",
  "Sign in with your device's fingerprint, face or screen lock instead of a password.":
    "Accedi con l’impronta, il volto o il blocco schermo del tuo dispositivo invece che con una password.",
  "Sign in with {provider}":
    "Accedi con {provider}",
  "Sign out":
    "Esci",
  "Sign out of your account on this device.":
    "Esci dal tuo account su questo dispositivo.",
  "Sign up":
    "Registrati",
  "Sign up for new users is not enabled at the moment.":
    "Al momento la registrazione di nuovi utenti non è attiva.",
  "Sign up is disabled":
    "La registrazione è disattivata",
  "Sign up with {provider}":
    "Registrati con {provider}",
  "Sign-in failed":
    "Accesso non riuscito",
  "Sign-in method":
    "Metodo di accesso",
  "Signed in {date}":
    "Accesso {date}",
  "Signing in asks for a code from your authenticator app.":
    "All’accesso viene chiesto un codice dalla tua app di autenticazione.",
  "Signing in with a password is turned off for this app. Use another sign-in method.":
    "L’accesso con password è disattivato per questa app. Usa un altro metodo di accesso.",
  "Signing in with your passkey failed. Try again or use another method.":
    "L’accesso con la passkey non è riuscito. Riprova o usa un altro metodo.",
  "Signing out...":
    "Uscita in corso…",
  "Signing you in...":
    "Accesso in corso…",
  "Six-digit code from your authenticator app":
    "Codice a sei cifre dalla tua app di autenticazione",
  "Some of what you entered cannot be used. Check the fields and try again.":
    "Alcuni dati inseriti non sono utilizzabili. Controlla i campi e riprova.",
  "Something went wrong. Please try again.":
    "Qualcosa è andato storto. Riprova.",
  "Start signing in again to get here.":
    "Ricomincia l’accesso per arrivare qui.",
  "Team API keys":
    "Chiavi API del team",
  "Team API keys let programs act for this team. Keep them secret.":
    "Le chiavi API del team permettono ai programmi di agire per questo team. Tienile segrete.",
  "Team image":
    "Immagine del team",
  "Team invitation":
    "Invito al team",
  "Team name":
    "Nome del team",
  "Team settings":
    "Impostazioni del team",
  "Teams":
    "Team",
  "Teams let you work together with other people.":
    "I team ti permettono di lavorare con altre persone.",
  "Thank you for confirming your email address.":
    "Grazie per aver confermato il tuo indirizzo email.",
  "The addresses of your account. The primary one receives account emails.":
    "Gli indirizzi del tuo account. Quello principale riceve le email dell’account.",
  "The current password is wrong. Check it and try again.":
    "La password attuale è sbagliata. Controllala e riprova.",
  "The name every member sees.":
    "Il nome che vedono tutti i membri.",
  "The page you are looking for does not exist.":
    "La pagina che cerchi non esiste.",
  "The sign-in provider did not grant access. Try again and allow access when asked.":
    "Il servizio di accesso non ha concesso l’accesso. Riprova e consenti l’accesso quando richiesto.",
  "This account has no password. Sign in with an email code or another method.":
    "Questo account non ha una password. Accedi con un codice via email o un altro metodo.",
  "This account is already connected to another user. Sign in with that user, or use another account.":
    "Questo account è già collegato a un altro utente. Accedi con quell’utente o usa un altro account.",
  "This code does not match. Check the time on your device and try the newest code.":
    "Questo codice non corrisponde. Controlla l’ora del dispositivo e prova il codice più recente.",
  "This code has already been used. Send a new code.":
    "Questo codice è già stato usato. Invia un nuovo codice.",
  "This code has expired. Use a different email or send a new code.":
    "Questo codice è scaduto. Usa un’altra email o invia un nuovo codice.",
  "This code is not right. Check the 6 characters in the newest email.":
    "Questo codice non è corretto. Controlla i 6 caratteri nell’email più recente.",
  "This code or link has already been used. Ask for a new one.":
    "Questo codice o link è già stato usato. Richiedine uno nuovo.",
  "This code or link has expired. Ask for a new one.":
    "Questo codice o link è scaduto. Richiedine uno nuovo.",
  "This code or link is not valid. Check it, or ask for a new one.":
    "Questo codice o link non è valido. Controllalo o richiedine uno nuovo.",
  "This device":
    "Questo dispositivo",
  "This email address is already verified.":
    "Questo indirizzo email è già verificato.",
  "This email belongs to an account that has not verified it yet, so no code can be sent. Sign in with your password, then verify the address in your account settings.":
    "Questa email appartiene a un account che non l’ha ancora verificata, quindi non è possibile inviare un codice. Accedi con la password, poi verifica l’indirizzo nelle impostazioni dell’account.",
  "This file is not an image we can read.":
    "Questo file non è un’immagine che riusciamo a leggere.",
  "This is not your current password. Check it, or reset your password.":
    "Questa non è la tua password attuale. Controllala o reimposta la password.",
  "This is the only email you can sign in with. Add another sign-in email or method first.":
    "Questa è l’unica email con cui puoi accedere. Prima aggiungi un’altra email o un altro metodo di accesso.",
  "This is the session you are using. Sign out instead.":
    "Questa è la sessione che stai usando. Esci invece.",
  "This is your selected team.":
    "Questo è il tuo team selezionato.",
  "This link has no invitation code. Use the link from the email.":
    "Questo link non contiene un codice di invito. Usa il link dell’email.",
  "This link has no login code. Run the CLI login again.":
    "Questo link non contiene un codice di accesso. Esegui di nuovo l’accesso della CLI.",
  "This link has no reset code. Use the link from the email.":
    "Questo link non contiene un codice di reimpostazione. Usa il link dell’email.",
  "This link has no sign-in code. Use the link from the email.":
    "Questo link non contiene un codice di accesso. Usa il link dell’email.",
  "This link has no verification code. Use the link from the email.":
    "Questo link non contiene un codice di verifica. Usa il link dell’email.",
  "This login request has already been used. Start the CLI login again.":
    "Questa richiesta di accesso è già stata usata. Ricomincia l’accesso della CLI.",
  "This login request has expired. Start the CLI login again.":
    "Questa richiesta di accesso è scaduta. Ricomincia l’accesso della CLI.",
  "This login request is not valid. Start the CLI login again.":
    "Questa richiesta di accesso non è valida. Ricomincia l’accesso della CLI.",
  "This page's address is not on the app's list of trusted domains. The app's owner must add it.":
    "L’indirizzo di questa pagina non è nell’elenco dei domini attendibili dell’app. Il proprietario dell’app deve aggiungerlo.",
  "This password does not meet the requirements. Choose a longer or less common one.":
    "Questa password non soddisfa i requisiti. Scegline una più lunga o meno comune.",
  "This person is no longer a member of this team. Reload the page.":
    "Questa persona non fa più parte del team. Ricarica la pagina.",
  "This sign-in took too long. Sign in again.":
    "L’accesso ha richiesto troppo tempo. Accedi di nuovo.",
  "This sign-up was not accepted. Contact the app's support if you think this is a mistake.":
    "Questa registrazione non è stata accettata. Contatta l’assistenza dell’app se pensi che sia un errore.",
  "This team has no API keys yet.":
    "Questo team non ha ancora chiavi API.",
  "This team no longer exists. Reload the page.":
    "Questo team non esiste più. Ricarica la pagina.",
  "Toggle theme":
    "Cambia tema",
  "Too many wrong attempts. Ask for a new code.":
    "Troppi tentativi errati. Richiedi un nuovo codice.",
  "Too many wrong attempts. Send a new code.":
    "Troppi tentativi errati. Invia un nuovo codice.",
  "Tried {url}":
    "Tentato {url}",
  "Try again":
    "Riprova",
  "Turn off multi-factor authentication":
    "Disattiva l’autenticazione a più fattori",
  "Turn off one-time code sign-in":
    "Disattiva l’accesso con codice monouso",
  "Turn off passkey sign-in":
    "Disattiva l’accesso con passkey",
  "Turn on multi-factor authentication":
    "Attiva l’autenticazione a più fattori",
  "Turn on one-time code sign-in":
    "Attiva l’accesso con codice monouso",
  "Unknown location":
    "Posizione sconosciuta",
  "Unknown recipient":
    "Destinatario sconosciuto",
  "Unverified":
    "Non verificato",
  "Update password":
    "Aggiorna password",
  "Upload image":
    "Carica immagine",
  "Use a different email":
    "Usa un’altra email",
  "Use a shorter name.":
    "Usa un nome più corto.",
  "Use a shorter team name.":
    "Usa un nome del team più corto.",
  "Use at least {min} characters.":
    "Usa almeno {min} caratteri.",
  "Use at most {max} characters.":
    "Usa al massimo {max} caratteri.",
  "Use for sign-in":
    "Usa per l’accesso",
  "Use one of your emails for sign-in first.":
    "Prima usa una delle tue email per l’accesso.",
  "Used for sign-in":
    "Usato per l’accesso",
  "Verification email sent.":
    "Email di verifica inviata.",
  "Verified":
    "Verificato",
  "Verify":
    "Verifica",
  "Verify email":
    "Verifica email",
  "Verify your email":
    "Verifica la tua email",
  "We email them a link to join this team.":
    "Gli inviamo via email un link per unirsi a questo team.",
  "We sent a sign-in link and a code to {email}.":
    "Abbiamo inviato un link di accesso e un codice a {email}.",
  "Wrong email or password. Check both, or reset your password.":
    "Email o password errate. Controlla entrambe o reimposta la password.",
  "Yes, delete my account":
    "Sì, elimina il mio account",
  "You":
    "Tu",
  "You are already a member of this team.":
    "Fai già parte di questo team.",
  "You are already signed in.":
    "Hai già effettuato l’accesso.",
  "You are invited to join {team}.":
    "Sei stato invitato a unirti a {team}.",
  "You are now a member of this team.":
    "Ora fai parte di questo team.",
  "You are now signed out everywhere else.":
    "Ora sei disconnesso ovunque altrove.",
  "You are signed in":
    "Hai effettuato l’accesso",
  "You are signed out. Sign in again.":
    "Sei disconnesso. Accedi di nuovo.",
  "You can close this window and return to the command line.":
    "Puoi chiudere questa finestra e tornare alla riga di comando.",
  "You can now sign in with your new password.":
    "Ora puoi accedere con la nuova password.",
  "You do not have permission to do this in this team. Ask a team admin.":
    "Non hai il permesso di farlo in questo team. Chiedi a un amministratore del team.",
  "You joined {team}":
    "Ti sei unito a {team}",
  "You will lose access to this team.":
    "Perderai l’accesso a questo team.",
  "Your API keys":
    "Le tue chiavi API",
  "Your browser or device could not use a passkey here. Try another method.":
    "Il tuo browser o dispositivo non può usare una passkey qui. Prova un altro metodo.",
  "Your email has been verified":
    "La tua email è stata verificata",
  "Your name in this team":
    "Il tuo nome in questo team",
  "Your passkey could not be registered. Try again.":
    "Non è stato possibile registrare la passkey. Riprova.",
  "Your password has been reset":
    "La tua password è stata reimpostata",
  "Your session has ended. Sign in again.":
    "La tua sessione è terminata. Accedi di nuovo.",
  "Your user is already connected to another account of this provider.":
    "Il tuo utente è già collegato a un altro account di questo provider.",
  "Zoom":
    "Zoom",
};

export default texts;
