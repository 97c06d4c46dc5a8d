/**
 * German (Germany): every text of the components, keyed by its English text. Written for
 * gatehouse; a missing key shows the English text. Loaded only when `lang` picks it.
 */
const texts: Readonly<Record<string, string>> = {
  "A command-line tool is asking to sign in as you. Only continue if you started it.":
    "Ein Kommandozeilenprogramm möchte sich als Sie anmelden. Fahren Sie nur fort, wenn Sie es selbst gestartet haben.",
  "A passkey is your only way to sign in. Set a password or add another sign-in method first.":
    "Ein Passkey ist Ihre einzige Anmeldemöglichkeit. Legen Sie zuerst ein Passwort fest oder fügen Sie eine andere Anmeldemethode hinzu.",
  "Access denied":
    "Zugriff verweigert",
  "Account already connected":
    "Konto bereits verknüpft",
  "Account menu":
    "Kontomenü",
  "Account settings":
    "Kontoeinstellungen",
  "Active sessions":
    "Aktive Sitzungen",
  "Add email":
    "E-Mail hinzufügen",
  "Already connected":
    "Bereits verknüpft",
  "Already have an account?":
    "Sie haben bereits ein Konto?",
  "An account with this email already exists.":
    "Mit dieser E-Mail-Adresse gibt es bereits ein Konto.",
  "An error occurred":
    "Ein Fehler ist aufgetreten",
  "Another account already signs in with this email address. Use a different address.":
    "Ein anderes Konto meldet sich bereits mit dieser E-Mail-Adresse an. Verwenden Sie eine andere Adresse.",
  "API keys":
    "API-Schlüssel",
  "API keys let programs act as you. Keep them secret.":
    "Mit API-Schlüsseln handeln Programme in Ihrem Namen. Halten Sie sie geheim.",
  "Ask for a code from an authenticator app when signing in.":
    "Bei der Anmeldung nach einem Code aus einer Authenticator-App fragen.",
  "At least {min} characters.":
    "Mindestens {min} Zeichen.",
  "Authorize":
    "Erlauben",
  "Authorize CLI login":
    "CLI-Anmeldung erlauben",
  "Back to sign in":
    "Zurück zur Anmeldung",
  "Cancel":
    "Abbrechen",
  "Change the password you sign in with.":
    "Ändern Sie das Passwort, mit dem Sie sich anmelden.",
  "Check your email":
    "Prüfen Sie Ihre E-Mails",
  "Choose a longer or less common password.":
    "Wählen Sie ein längeres oder weniger gebräuchliches Passwort.",
  "CLI login authorized":
    "CLI-Anmeldung erlaubt",
  "CLI login failed":
    "CLI-Anmeldung fehlgeschlagen",
  "Code from the email":
    "Code aus der E-Mail",
  "Confirm and turn on":
    "Bestätigen und einschalten",
  "Confirm that this is your email address.":
    "Bestätigen Sie, dass dies Ihre E-Mail-Adresse ist.",
  "Continue":
    "Weiter",
  "Continue to sign in with the link from your email.":
    "Melden Sie sich mit dem Link aus Ihrer E-Mail an.",
  "Copy this key now. It will not be shown again.":
    "Kopieren Sie diesen Schlüssel jetzt. Er wird nicht noch einmal angezeigt.",
  "Could not reach the server. Check your connection and try again.":
    "Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
  "Create a new account":
    "Neues Konto erstellen",
  "Create a team":
    "Team erstellen",
  "Create a team API key":
    "Team-API-Schlüssel erstellen",
  "Create an account":
    "Konto erstellen",
  "Create an API key":
    "API-Schlüssel erstellen",
  "Create API key":
    "API-Schlüssel erstellen",
  "Create team":
    "Team erstellen",
  "Current password":
    "Aktuelles Passwort",
  "Current team":
    "Aktuelles Team",
  "Delete account":
    "Konto löschen",
  "Deleting your account removes all its data. This cannot be undone.":
    "Wenn Sie Ihr Konto löschen, werden alle seine Daten entfernt. Das lässt sich nicht rückgängig machen.",
  "Describe what the key is for.":
    "Beschreiben Sie, wofür der Schlüssel ist.",
  "Description":
    "Beschreibung",
  "Details":
    "Details",
  "Devices and browsers signed in to your account.":
    "Geräte und Browser, die bei Ihrem Konto angemeldet sind.",
  "Display name":
    "Anzeigename",
  "Don't have an account?":
    "Sie haben noch kein Konto?",
  "Drag the image or use the arrow keys to choose what shows. Zoom with the slider or the + and - keys.":
    "Ziehen Sie das Bild oder verwenden Sie die Pfeiltasten, um den sichtbaren Ausschnitt zu wählen. Zoomen Sie mit dem Schieberegler oder den Tasten + und -.",
  "Email":
    "E-Mail",
  "Email & password":
    "E-Mail & Passwort",
  "Email address to invite":
    "E-Mail-Adresse der eingeladenen Person",
  "Email code":
    "E-Mail-Code",
  "Emails":
    "E-Mail-Adressen",
  "Emails & auth":
    "E-Mails & Anmeldung",
  "Ends in {lastFour}":
    "Endet auf {lastFour}",
  "Enter a password.":
    "Geben Sie ein Passwort ein.",
  "Enter a team name.":
    "Geben Sie einen Teamnamen ein.",
  "Enter a valid email address, like name@example.com.":
    "Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.",
  "Enter the 6 characters from the email.":
    "Geben Sie die 6 Zeichen aus der E-Mail ein.",
  "Enter the six digits your authenticator app shows.":
    "Geben Sie die sechs Ziffern ein, die Ihre Authenticator-App anzeigt.",
  "Enter your current password.":
    "Geben Sie Ihr aktuelles Passwort ein.",
  "Enter your email address.":
    "Geben Sie Ihre E-Mail-Adresse ein.",
  "Enter your password.":
    "Geben Sie Ihr Passwort ein.",
  "Error code: {code}":
    "Fehlercode: {code}",
  "Expired":
    "Abgelaufen",
  "Expires":
    "Läuft ab",
  "Expires {date}":
    "Läuft ab am {date}",
  "Forgot password?":
    "Passwort vergessen?",
  "Go home":
    "Zur Startseite",
  "Guest accounts are turned off for this app. Create an account instead.":
    "Gastkonten sind für diese App ausgeschaltet. Erstellen Sie stattdessen ein Konto.",
  "Hide password":
    "Passwort verbergen",
  "Home":
    "Startseite",
  "How you appear to others.":
    "So sehen andere Sie.",
  "If an account uses {email}, we sent it a link to reset the password.":
    "Falls ein Konto {email} verwendet, haben wir einen Link zum Zurücksetzen des Passworts dorthin gesendet.",
  "Ignore":
    "Ignorieren",
  "Image position":
    "Bildausschnitt",
  "Impersonation":
    "Identitätswechsel",
  "In {days} days":
    "In {days} Tagen",
  "Invalid CLI login link":
    "Ungültiger CLI-Anmeldelink",
  "Invalid password reset link":
    "Ungültiger Link zum Zurücksetzen des Passworts",
  "Invalid sign-in link":
    "Ungültiger Anmeldelink",
  "Invalid team invitation link":
    "Ungültiger Team-Einladungslink",
  "Invalid verification link":
    "Ungültiger Bestätigungslink",
  "Invitation sent to {email}.":
    "Einladung an {email} gesendet.",
  "Invite a member":
    "Mitglied einladen",
  "IP address {ip}":
    "IP-Adresse {ip}",
  "Join team":
    "Team beitreten",
  "Key":
    "Schlüssel",
  "Last used":
    "Zuletzt verwendet",
  "Last used {date}":
    "Zuletzt verwendet {date}",
  "Leave team":
    "Team verlassen",
  "Loading":
    "Wird geladen",
  "Make primary":
    "Zur Hauptadresse machen",
  "Make this my selected team":
    "Dieses Team auswählen",
  "Members":
    "Mitglieder",
  "Multi-factor authentication":
    "Zwei-Faktor-Authentifizierung",
  "Multi-factor authentication is on.":
    "Die Zwei-Faktor-Authentifizierung ist eingeschaltet.",
  "My profile":
    "Mein Profil",
  "Never":
    "Nie",
  "Never expires":
    "Läuft nie ab",
  "New accounts cannot be created for this app right now. Sign in with an existing account.":
    "Für diese App können gerade keine neuen Konten erstellt werden. Melden Sie sich mit einem bestehenden Konto an.",
  "New API key":
    "Neuer API-Schlüssel",
  "New email address":
    "Neue E-Mail-Adresse",
  "New password":
    "Neues Passwort",
  "No account uses this email address. Check it, or create an account.":
    "Kein Konto verwendet diese E-Mail-Adresse. Prüfen Sie sie oder erstellen Sie ein Konto.",
  "No account uses this email, and new accounts cannot be created right now. Check the address.":
    "Kein Konto verwendet diese E-Mail-Adresse, und neue Konten können gerade nicht erstellt werden. Prüfen Sie die Adresse.",
  "No API keys yet.":
    "Noch keine API-Schlüssel.",
  "No name":
    "Kein Name",
  "No sign-in in progress":
    "Keine Anmeldung im Gange",
  "No sign-in method is enabled for this project.":
    "Für dieses Projekt ist keine Anmeldemethode aktiviert.",
  "No team selected":
    "Kein Team ausgewählt",
  "No teams yet":
    "Noch keine Teams",
  "Not signed in":
    "Nicht angemeldet",
  "One-time code sign-in":
    "Anmeldung mit Einmalcode",
  "One-time code sign-in is off.":
    "Die Anmeldung mit Einmalcode ist ausgeschaltet.",
  "One-time code sign-in is on.":
    "Die Anmeldung mit Einmalcode ist eingeschaltet.",
  "One-time codes are your only way to sign in. Set a password or add another sign-in method first.":
    "Einmalcodes sind Ihre einzige Anmeldemöglichkeit. Legen Sie zuerst ein Passwort fest oder fügen Sie eine andere Anmeldemethode hinzu.",
  "Or continue with":
    "Oder weiter mit",
  "Other members see this name instead of your display name.":
    "Andere Mitglieder sehen diesen Namen statt Ihres Anzeigenamens.",
  "Page not found":
    "Seite nicht gefunden",
  "Passkey":
    "Passkey",
  "Passkey sign-in is on.":
    "Die Anmeldung mit Passkey ist eingeschaltet.",
  "Passkeys are turned off for this app. Use another sign-in method.":
    "Passkeys sind für diese App ausgeschaltet. Verwenden Sie eine andere Anmeldemethode.",
  "Password":
    "Passwort",
  "Password saved.":
    "Passwort gespeichert.",
  "Password too long. Use at most {max} characters.":
    "Passwort zu lang. Verwenden Sie höchstens {max} Zeichen.",
  "Password too short. Use at least {min} characters.":
    "Passwort zu kurz. Verwenden Sie mindestens {min} Zeichen.",
  "Passwords do not match.":
    "Die Passwörter stimmen nicht überein.",
  "Pending invitations":
    "Offene Einladungen",
  "Primary":
    "Hauptadresse",
  "Profile image":
    "Profilbild",
  "QR code for your authenticator app":
    "QR-Code für Ihre Authenticator-App",
  "Register a passkey":
    "Passkey registrieren",
  "Register another passkey":
    "Weiteren Passkey registrieren",
  "Remove":
    "Entfernen",
  "Remove image":
    "Bild entfernen",
  "Repeat new password":
    "Neues Passwort wiederholen",
  "Repeat password":
    "Passwort wiederholen",
  "Request a new link":
    "Neuen Link anfordern",
  "Reset password":
    "Passwort zurücksetzen",
  "Reset your password":
    "Passwort zurücksetzen",
  "Revoke":
    "Widerrufen",
  "Revoke all other sessions":
    "Alle anderen Sitzungen beenden",
  "Revoked":
    "Widerrufen",
  "Save":
    "Speichern",
  "Save image":
    "Bild speichern",
  "Saved.":
    "Gespeichert.",
  "Scan this QR code with your authenticator app, or enter the key by hand.":
    "Scannen Sie diesen QR-Code mit Ihrer Authenticator-App oder geben Sie den Schlüssel von Hand ein.",
  "Select team":
    "Team auswählen",
  "Selected team":
    "Ausgewähltes Team",
  "Send a new code":
    "Neuen Code senden",
  "Send email":
    "E-Mail senden",
  "Send invitation":
    "Einladung senden",
  "Send reset link":
    "Link zum Zurücksetzen senden",
  "Send verification email":
    "Bestätigungs-E-Mail senden",
  "Set a new password":
    "Neues Passwort festlegen",
  "Set a password to sign in with your email and a password.":
    "Legen Sie ein Passwort fest, um sich mit Ihrer E-Mail-Adresse und einem Passwort anzumelden.",
  "Set password":
    "Passwort festlegen",
  "Settings":
    "Einstellungen",
  "Show password":
    "Passwort anzeigen",
  "Sign in":
    "Anmelden",
  "Sign in instead":
    "Stattdessen anmelden",
  "Sign in or create an account to join the team.":
    "Melden Sie sich an oder erstellen Sie ein Konto, um dem Team beizutreten.",
  "Sign in to your account":
    "Bei Ihrem Konto anmelden",
  "Sign in with a code or link sent to your email.":
    "Melden Sie sich mit einem Code oder Link an, den wir Ihnen per E-Mail senden.",
  "Sign in with a passkey":
    "Mit Passkey anmelden",
  "Sign in with your device's fingerprint, face or screen lock instead of a password.":
    "Melden Sie sich mit Fingerabdruck, Gesicht oder Bildschirmsperre Ihres Geräts statt mit einem Passwort an.",
  "Sign in with {provider}":
    "Mit {provider} anmelden",
  "Sign out":
    "Abmelden",
  "Sign out of your account on this device.":
    "Melden Sie sich auf diesem Gerät von Ihrem Konto ab.",
  "Sign up":
    "Registrieren",
  "Sign up for new users is not enabled at the moment.":
    "Die Registrierung neuer Nutzer ist derzeit nicht möglich.",
  "Sign up is disabled":
    "Registrierung ist deaktiviert",
  "Sign up with {provider}":
    "Mit {provider} registrieren",
  "Sign-in failed":
    "Anmeldung fehlgeschlagen",
  "Sign-in method":
    "Anmeldemethode",
  "Signed in {date}":
    "Angemeldet {date}",
  "Signing in asks for a code from your authenticator app.":
    "Bei der Anmeldung wird ein Code aus Ihrer Authenticator-App abgefragt.",
  "Signing in with a password is turned off for this app. Use another sign-in method.":
    "Die Anmeldung mit Passwort ist für diese App ausgeschaltet. Verwenden Sie eine andere Anmeldemethode.",
  "Signing in with your passkey failed. Try again or use another method.":
    "Die Anmeldung mit Ihrem Passkey ist fehlgeschlagen. Versuchen Sie es erneut oder verwenden Sie eine andere Methode.",
  "Signing out...":
    "Abmeldung läuft …",
  "Signing you in...":
    "Anmeldung läuft …",
  "Six-digit code from your authenticator app":
    "Sechsstelliger Code aus Ihrer Authenticator-App",
  "Some of what you entered cannot be used. Check the fields and try again.":
    "Einige Eingaben können nicht verwendet werden. Prüfen Sie die Felder und versuchen Sie es erneut.",
  "Something went wrong. Please try again.":
    "Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.",
  "Start signing in again to get here.":
    "Beginnen Sie die Anmeldung erneut, um hierher zu gelangen.",
  "Team API keys":
    "Team-API-Schlüssel",
  "Team API keys let programs act for this team. Keep them secret.":
    "Mit Team-API-Schlüsseln handeln Programme für dieses Team. Halten Sie sie geheim.",
  "Team image":
    "Teambild",
  "Team invitation":
    "Team-Einladung",
  "Team name":
    "Teamname",
  "Team settings":
    "Teameinstellungen",
  "Teams":
    "Teams",
  "Teams let you work together with other people.":
    "Mit Teams arbeiten Sie mit anderen zusammen.",
  "Thank you for confirming your email address.":
    "Danke, dass Sie Ihre E-Mail-Adresse bestätigt haben.",
  "The addresses of your account. The primary one receives account emails.":
    "Die Adressen Ihres Kontos. Die Hauptadresse erhält die Konto-E-Mails.",
  "The current password is wrong. Check it and try again.":
    "Das aktuelle Passwort ist falsch. Prüfen Sie es und versuchen Sie es erneut.",
  "The name every member sees.":
    "Der Name, den alle Mitglieder sehen.",
  "The page you are looking for does not exist.":
    "Die gesuchte Seite gibt es nicht.",
  "The sign-in provider did not grant access. Try again and allow access when asked.":
    "Der Anmeldedienst hat den Zugriff nicht erlaubt. Versuchen Sie es erneut und erlauben Sie den Zugriff, wenn Sie gefragt werden.",
  "This account has no password. Sign in with an email code or another method.":
    "Dieses Konto hat kein Passwort. Melden Sie sich mit einem E-Mail-Code oder einer anderen Methode an.",
  "This account is already connected to another user. Sign in with that user, or use another account.":
    "Dieses Konto ist bereits mit einem anderen Nutzer verknüpft. Melden Sie sich als dieser Nutzer an oder verwenden Sie ein anderes Konto.",
  "This code does not match. Check the time on your device and try the newest code.":
    "Dieser Code stimmt nicht. Prüfen Sie die Uhrzeit Ihres Geräts und verwenden Sie den neuesten Code.",
  "This code has already been used. Send a new code.":
    "Dieser Code wurde bereits verwendet. Senden Sie einen neuen Code.",
  "This code has expired. Use a different email or send a new code.":
    "Dieser Code ist abgelaufen. Verwenden Sie eine andere E-Mail-Adresse oder senden Sie einen neuen Code.",
  "This code is not right. Check the 6 characters in the newest email.":
    "Dieser Code ist nicht richtig. Prüfen Sie die 6 Zeichen in der neuesten E-Mail.",
  "This code or link has already been used. Ask for a new one.":
    "Dieser Code oder Link wurde bereits verwendet. Fordern Sie einen neuen an.",
  "This code or link has expired. Ask for a new one.":
    "Dieser Code oder Link ist abgelaufen. Fordern Sie einen neuen an.",
  "This code or link is not valid. Check it, or ask for a new one.":
    "Dieser Code oder Link ist ungültig. Prüfen Sie ihn oder fordern Sie einen neuen an.",
  "This device":
    "Dieses Gerät",
  "This email address is already verified.":
    "Diese E-Mail-Adresse ist bereits bestätigt.",
  "This email belongs to an account that has not verified it yet, so no code can be sent. Sign in with your password, then verify the address in your account settings.":
    "Diese E-Mail-Adresse gehört zu einem Konto, das sie noch nicht bestätigt hat, daher kann kein Code gesendet werden. Melden Sie sich mit Ihrem Passwort an und bestätigen Sie die Adresse dann in Ihren Kontoeinstellungen.",
  "This file is not an image we can read.":
    "Diese Datei ist kein Bild, das wir lesen können.",
  "This is not your current password. Check it, or reset your password.":
    "Das ist nicht Ihr aktuelles Passwort. Prüfen Sie es oder setzen Sie Ihr Passwort zurück.",
  "This is the only email you can sign in with. Add another sign-in email or method first.":
    "Dies ist die einzige E-Mail-Adresse, mit der Sie sich anmelden können. Fügen Sie zuerst eine weitere Anmelde-E-Mail-Adresse oder -Methode hinzu.",
  "This is the session you are using. Sign out instead.":
    "Dies ist die Sitzung, die Sie gerade verwenden. Melden Sie sich stattdessen ab.",
  "This is your selected team.":
    "Dies ist Ihr ausgewähltes Team.",
  "This link has no invitation code. Use the link from the email.":
    "Dieser Link enthält keinen Einladungscode. Verwenden Sie den Link aus der E-Mail.",
  "This link has no login code. Run the CLI login again.":
    "Dieser Link enthält keinen Anmeldecode. Starten Sie die CLI-Anmeldung erneut.",
  "This link has no reset code. Use the link from the email.":
    "Dieser Link enthält keinen Code zum Zurücksetzen. Verwenden Sie den Link aus der E-Mail.",
  "This link has no sign-in code. Use the link from the email.":
    "Dieser Link enthält keinen Anmeldecode. Verwenden Sie den Link aus der E-Mail.",
  "This link has no verification code. Use the link from the email.":
    "Dieser Link enthält keinen Bestätigungscode. Verwenden Sie den Link aus der E-Mail.",
  "This login request has already been used. Start the CLI login again.":
    "Diese Anmeldeanfrage wurde bereits verwendet. Starten Sie die CLI-Anmeldung erneut.",
  "This login request has expired. Start the CLI login again.":
    "Diese Anmeldeanfrage ist abgelaufen. Starten Sie die CLI-Anmeldung erneut.",
  "This login request is not valid. Start the CLI login again.":
    "Diese Anmeldeanfrage ist ungültig. Starten Sie die CLI-Anmeldung erneut.",
  "This page's address is not on the app's list of trusted domains. The app's owner must add it.":
    "Die Adresse dieser Seite steht nicht auf der Liste vertrauenswürdiger Domains der App. Der Betreiber der App muss sie hinzufügen.",
  "This password does not meet the requirements. Choose a longer or less common one.":
    "Dieses Passwort erfüllt die Anforderungen nicht. Wählen Sie ein längeres oder weniger gebräuchliches.",
  "This person is no longer a member of this team. Reload the page.":
    "Diese Person ist kein Mitglied dieses Teams mehr. Laden Sie die Seite neu.",
  "This sign-in took too long. Sign in again.":
    "Diese Anmeldung hat zu lange gedauert. Melden Sie sich erneut an.",
  "This sign-up was not accepted. Contact the app's support if you think this is a mistake.":
    "Diese Registrierung wurde nicht angenommen. Wenden Sie sich an den Support der App, wenn Sie das für einen Fehler halten.",
  "This team has no API keys yet.":
    "Dieses Team hat noch keine API-Schlüssel.",
  "This team no longer exists. Reload the page.":
    "Dieses Team gibt es nicht mehr. Laden Sie die Seite neu.",
  "Toggle theme":
    "Farbschema wechseln",
  "Too many wrong attempts. Ask for a new code.":
    "Zu viele falsche Versuche. Fordern Sie einen neuen Code an.",
  "Too many wrong attempts. Send a new code.":
    "Zu viele falsche Versuche. Senden Sie einen neuen Code.",
  "Tried {url}":
    "Versucht: {url}",
  "Try again":
    "Erneut versuchen",
  "Turn off multi-factor authentication":
    "Zwei-Faktor-Authentifizierung ausschalten",
  "Turn off one-time code sign-in":
    "Anmeldung mit Einmalcode ausschalten",
  "Turn off passkey sign-in":
    "Anmeldung mit Passkey ausschalten",
  "Turn on multi-factor authentication":
    "Zwei-Faktor-Authentifizierung einschalten",
  "Turn on one-time code sign-in":
    "Anmeldung mit Einmalcode einschalten",
  "Unknown location":
    "Unbekannter Ort",
  "Unknown recipient":
    "Unbekannter Empfänger",
  "Unverified":
    "Nicht bestätigt",
  "Update password":
    "Passwort ändern",
  "Upload image":
    "Bild hochladen",
  "Use a different email":
    "Andere E-Mail-Adresse verwenden",
  "Use a shorter name.":
    "Verwenden Sie einen kürzeren Namen.",
  "Use a shorter team name.":
    "Verwenden Sie einen kürzeren Teamnamen.",
  "Use at least {min} characters.":
    "Verwenden Sie mindestens {min} Zeichen.",
  "Use at most {max} characters.":
    "Verwenden Sie höchstens {max} Zeichen.",
  "Use for sign-in":
    "Zur Anmeldung verwenden",
  "Use one of your emails for sign-in first.":
    "Verwenden Sie zuerst eine Ihrer E-Mail-Adressen zur Anmeldung.",
  "Used for sign-in":
    "Wird zur Anmeldung verwendet",
  "Verification email sent.":
    "Bestätigungs-E-Mail gesendet.",
  "Verified":
    "Bestätigt",
  "Verify":
    "Bestätigen",
  "Verify email":
    "E-Mail-Adresse bestätigen",
  "Verify your email":
    "Bestätigen Sie Ihre E-Mail-Adresse",
  "We email them a link to join this team.":
    "Wir senden der Person einen Link per E-Mail, um dem Team beizutreten.",
  "We sent a sign-in link and a code to {email}.":
    "Wir haben einen Anmeldelink und einen Code an {email} gesendet.",
  "Wrong email or password. Check both, or reset your password.":
    "Falsche E-Mail-Adresse oder falsches Passwort. Prüfen Sie beides oder setzen Sie Ihr Passwort zurück.",
  "Yes, delete my account":
    "Ja, mein Konto löschen",
  "You":
    "Sie",
  "You are already a member of this team.":
    "Sie sind bereits Mitglied dieses Teams.",
  "You are already signed in.":
    "Sie sind bereits angemeldet.",
  "You are invited to join {team}.":
    "Sie sind eingeladen, {team} beizutreten.",
  "You are now a member of this team.":
    "Sie sind jetzt Mitglied dieses Teams.",
  "You are now signed out everywhere else.":
    "Sie sind jetzt überall sonst abgemeldet.",
  "You are signed in":
    "Sie sind angemeldet",
  "You are signed out. Sign in again.":
    "Sie sind abgemeldet. Melden Sie sich erneut an.",
  "You can close this window and return to the command line.":
    "Sie können dieses Fenster schließen und zur Kommandozeile zurückkehren.",
  "You can now sign in with your new password.":
    "Sie können sich jetzt mit Ihrem neuen Passwort anmelden.",
  "You do not have permission to do this in this team. Ask a team admin.":
    "Sie haben keine Berechtigung, dies in diesem Team zu tun. Fragen Sie eine Team-Administratorin oder einen Team-Administrator.",
  "You joined {team}":
    "Sie sind {team} beigetreten",
  "You will lose access to this team.":
    "Sie verlieren den Zugriff auf dieses Team.",
  "Your API keys":
    "Ihre API-Schlüssel",
  "Your browser or device could not use a passkey here. Try another method.":
    "Ihr Browser oder Gerät kann hier keinen Passkey verwenden. Versuchen Sie eine andere Methode.",
  "Your email has been verified":
    "Ihre E-Mail-Adresse wurde bestätigt",
  "Your name in this team":
    "Ihr Name in diesem Team",
  "Your passkey could not be registered. Try again.":
    "Ihr Passkey konnte nicht registriert werden. Versuchen Sie es erneut.",
  "Your password has been reset":
    "Ihr Passwort wurde zurückgesetzt",
  "Your session has ended. Sign in again.":
    "Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an.",
  "Your user is already connected to another account of this provider.":
    "Ihr Nutzer ist bereits mit einem anderen Konto dieses Anbieters verknüpft.",
  "Zoom":
    "Zoom",
};

export default texts;
