/**
 * Spanish (Spain): every text of the components, keyed by its English text. Written for
 * gatehouse; a missing key shows the English text. Loaded only when `lang` picks it.
 */
const texts: Readonly<Record<string, string>> = {
  "A command-line tool is asking to sign in as you. Only continue if you started it.":
    "Una herramienta de línea de comandos quiere iniciar sesión como tú. Continúa solo si tú la ejecutaste.",
  "A passkey is your only way to sign in. Set a password or add another sign-in method first.":
    "Una llave de acceso es tu única forma de iniciar sesión. Primero establece una contraseña o añade otro método de inicio de sesión.",
  "Access denied":
    "Acceso denegado",
  "Account already connected":
    "La cuenta ya está vinculada",
  "Account menu":
    "Menú de la cuenta",
  "Account settings":
    "Configuración de la cuenta",
  "Active sessions":
    "Sesiones activas",
  "Add email":
    "Añadir correo",
  "Already connected":
    "Ya está vinculada",
  "Already have an account?":
    "¿Ya tienes una cuenta?",
  "An account with this email already exists.":
    "Ya existe una cuenta con este correo electrónico.",
  "An error occurred":
    "Se ha producido un error",
  "Another account already signs in with this email address. Use a different address.":
    "Otra cuenta ya inicia sesión con este correo electrónico. Usa otra dirección.",
  "API keys":
    "Claves de API",
  "API keys let programs act as you. Keep them secret.":
    "Las claves de API permiten que los programas actúen en tu nombre. Mantenlas en secreto.",
  "Ask for a code from an authenticator app when signing in.":
    "Pedir un código de una aplicación de autenticación al iniciar sesión.",
  "At least {min} characters.":
    "Al menos {min} caracteres.",
  "Authorize":
    "Autorizar",
  "Authorize CLI login":
    "Autorizar inicio de sesión de la CLI",
  "Back to sign in":
    "Volver a iniciar sesión",
  "Cancel":
    "Cancelar",
  "Change the password you sign in with.":
    "Cambia la contraseña con la que inicias sesión.",
  "Check your email":
    "Revisa tu correo",
  "Choose a longer or less common password.":
    "Elige una contraseña más larga o menos común.",
  "CLI login authorized":
    "Inicio de sesión de la CLI autorizado",
  "CLI login failed":
    "Ha fallado el inicio de sesión de la CLI",
  "Code from the email":
    "Código del correo",
  "Confirm and turn on":
    "Confirmar y activar",
  "Confirm that this is your email address.":
    "Confirma que esta es tu dirección de correo electrónico.",
  "Continue":
    "Continuar",
  "Continue to sign in with the link from your email.":
    "Continúa el inicio de sesión con el enlace de tu correo.",
  "Copy this key now. It will not be shown again.":
    "Copia esta clave ahora. No se volverá a mostrar.",
  "Could not reach the server. Check your connection and try again.":
    "No se ha podido conectar con el servidor. Comprueba tu conexión y vuelve a intentarlo.",
  "Create a new account":
    "Crear una cuenta nueva",
  "Create a team":
    "Crear un equipo",
  "Create a team API key":
    "Crear una clave de API del equipo",
  "Create an account":
    "Crear una cuenta",
  "Create an API key":
    "Crear una clave de API",
  "Create API key":
    "Crear clave de API",
  "Create team":
    "Crear equipo",
  "Current password":
    "Contraseña actual",
  "Current team":
    "Equipo actual",
  "Delete account":
    "Eliminar cuenta",
  "Deleting your account removes all its data. This cannot be undone.":
    "Si eliminas tu cuenta, se borrarán todos sus datos. Esto no se puede deshacer.",
  "Describe what the key is for.":
    "Describe para qué es la clave.",
  "Description":
    "Descripción",
  "Details":
    "Detalles",
  "Devices and browsers signed in to your account.":
    "Dispositivos y navegadores con sesión iniciada en tu cuenta.",
  "Display name":
    "Nombre visible",
  "Don't have an account?":
    "¿No tienes una cuenta?",
  "Drag the image or use the arrow keys to choose what shows. Zoom with the slider or the + and - keys.":
    "Arrastra la imagen o usa las flechas para elegir qué se ve. Acerca o aleja con el control deslizante o con las teclas + y -.",
  "Email":
    "Correo electrónico",
  "Email & password":
    "Correo y contraseña",
  "Email address to invite":
    "Correo electrónico de la persona invitada",
  "Email code":
    "Código por correo",
  "Emails":
    "Correos electrónicos",
  "Emails & auth":
    "Correos y autenticación",
  "Ends in {lastFour}":
    "Termina en {lastFour}",
  "Enter a password.":
    "Escribe una contraseña.",
  "Enter a team name.":
    "Escribe un nombre para el equipo.",
  "Enter a valid email address, like name@example.com.":
    "Escribe un correo electrónico válido, como nombre@ejemplo.com.",
  "Enter the 6 characters from the email.":
    "Escribe los 6 caracteres del correo.",
  "Enter the six digits your authenticator app shows.":
    "Escribe los seis dígitos que muestra tu aplicación de autenticación.",
  "Enter your current password.":
    "Escribe tu contraseña actual.",
  "Enter your email address.":
    "Escribe tu correo electrónico.",
  "Enter your password.":
    "Escribe tu contraseña.",
  "Error code: {code}":
    "Código de error: {code}",
  "Expired":
    "Caducada",
  "Expires":
    "Caduca",
  "Expires {date}":
    "Caduca el {date}",
  "Forgot password?":
    "¿Olvidaste tu contraseña?",
  "Go home":
    "Ir al inicio",
  "Guest accounts are turned off for this app. Create an account instead.":
    "Las cuentas de invitado están desactivadas en esta aplicación. Crea una cuenta.",
  "Hide password":
    "Ocultar contraseña",
  "Home":
    "Inicio",
  "How you appear to others.":
    "Cómo te ven los demás.",
  "If an account uses {email}, we sent it a link to reset the password.":
    "Si alguna cuenta usa {email}, le hemos enviado un enlace para restablecer la contraseña.",
  "Ignore":
    "Ignorar",
  "Image position":
    "Posición de la imagen",
  "Impersonation":
    "Suplantación",
  "In {days} days":
    "En {days} días",
  "Invalid CLI login link":
    "Enlace de inicio de sesión de la CLI no válido",
  "Invalid password reset link":
    "Enlace para restablecer la contraseña no válido",
  "Invalid sign-in link":
    "Enlace de inicio de sesión no válido",
  "Invalid team invitation link":
    "Enlace de invitación al equipo no válido",
  "Invalid verification link":
    "Enlace de verificación no válido",
  "Invitation sent to {email}.":
    "Invitación enviada a {email}.",
  "Invite a member":
    "Invitar a un miembro",
  "IP address {ip}":
    "Dirección IP {ip}",
  "Join team":
    "Unirse al equipo",
  "Key":
    "Clave",
  "Last used":
    "Último usado",
  "Last used {date}":
    "Último uso {date}",
  "Leave team":
    "Salir del equipo",
  "Loading":
    "Cargando",
  "Make primary":
    "Hacer principal",
  "Make this my selected team":
    "Seleccionar este equipo",
  "Members":
    "Miembros",
  "Multi-factor authentication":
    "Autenticación multifactor",
  "Multi-factor authentication is on.":
    "La autenticación multifactor está activada.",
  "My profile":
    "Mi perfil",
  "Never":
    "Nunca",
  "Never expires":
    "No caduca",
  "New accounts cannot be created for this app right now. Sign in with an existing account.":
    "Ahora mismo no se pueden crear cuentas nuevas en esta aplicación. Inicia sesión con una cuenta existente.",
  "New API key":
    "Nueva clave de API",
  "New email address":
    "Nuevo correo electrónico",
  "New password":
    "Nueva contraseña",
  "No account uses this email address. Check it, or create an account.":
    "Ninguna cuenta usa este correo electrónico. Revísalo o crea una cuenta.",
  "No account uses this email, and new accounts cannot be created right now. Check the address.":
    "Ninguna cuenta usa este correo y por ahora no se pueden crear cuentas nuevas. Revisa la dirección.",
  "No API keys yet.":
    "Todavía no hay claves de API.",
  "No name":
    "Sin nombre",
  "No sign-in in progress":
    "No hay ningún inicio de sesión en curso",
  "No sign-in method is enabled for this project.":
    "Este proyecto no tiene ningún método de inicio de sesión activado.",
  "No team selected":
    "Ningún equipo seleccionado",
  "No teams yet":
    "Todavía no hay equipos",
  "Not signed in":
    "Sin sesión iniciada",
  "One-time code sign-in":
    "Inicio de sesión con código de un solo uso",
  "One-time code sign-in is off.":
    "El inicio de sesión con código de un solo uso está desactivado.",
  "One-time code sign-in is on.":
    "El inicio de sesión con código de un solo uso está activado.",
  "One-time codes are your only way to sign in. Set a password or add another sign-in method first.":
    "Los códigos de un solo uso son tu única forma de iniciar sesión. Primero establece una contraseña o añade otro método de inicio de sesión.",
  "Or continue with":
    "O continúa con",
  "Other members see this name instead of your display name.":
    "Los demás miembros ven este nombre en lugar de tu nombre visible.",
  "Page not found":
    "Página no encontrada",
  "Passkey":
    "Llave de acceso",
  "Passkey sign-in is on.":
    "El inicio de sesión con llave de acceso está activado.",
  "Passkeys are turned off for this app. Use another sign-in method.":
    "Las llaves de acceso están desactivadas en esta aplicación. Usa otro método de inicio de sesión.",
  "Password":
    "Contraseña",
  "Password saved.":
    "Contraseña guardada.",
  "Password too long. Use at most {max} characters.":
    "Contraseña demasiado larga. Usa como máximo {max} caracteres.",
  "Password too short. Use at least {min} characters.":
    "Contraseña demasiado corta. Usa al menos {min} caracteres.",
  "Passwords do not match.":
    "Las contraseñas no coinciden.",
  "Pending invitations":
    "Invitaciones pendientes",
  "Primary":
    "Principal",
  "Profile image":
    "Imagen de perfil",
  "QR code for your authenticator app":
    "Código QR para tu aplicación de autenticación",
  "Register a passkey":
    "Registrar una llave de acceso",
  "Register another passkey":
    "Registrar otra llave de acceso",
  "Remove":
    "Quitar",
  "Remove image":
    "Quitar imagen",
  "Repeat new password":
    "Repite la nueva contraseña",
  "Repeat password":
    "Repite la contraseña",
  "Request a new link":
    "Pedir un enlace nuevo",
  "Reset password":
    "Restablecer contraseña",
  "Reset your password":
    "Restablece tu contraseña",
  "Revoke":
    "Revocar",
  "Revoke all other sessions":
    "Revocar todas las demás sesiones",
  "Revoked":
    "Revocada",
  "Save":
    "Guardar",
  "Save image":
    "Guardar imagen",
  "Saved.":
    "Guardado.",
  "Scan this QR code with your authenticator app, or enter the key by hand.":
    "Escanea este código QR con tu aplicación de autenticación o escribe la clave a mano.",
  "Select team":
    "Seleccionar equipo",
  "Selected team":
    "Equipo seleccionado",
  "Send a new code":
    "Enviar un código nuevo",
  "Send email":
    "Enviar correo",
  "Send invitation":
    "Enviar invitación",
  "Send reset link":
    "Enviar enlace para restablecer",
  "Send verification email":
    "Enviar correo de verificación",
  "Set a new password":
    "Establece una nueva contraseña",
  "Set a password to sign in with your email and a password.":
    "Establece una contraseña para iniciar sesión con tu correo y una contraseña.",
  "Set password":
    "Establecer contraseña",
  "Settings":
    "Configuración",
  "Show password":
    "Mostrar contraseña",
  "Sign in":
    "Iniciar sesión",
  "Sign in instead":
    "Inicia sesión en su lugar",
  "Sign in or create an account to join the team.":
    "Inicia sesión o crea una cuenta para unirte al equipo.",
  "Sign in to your account":
    "Inicia sesión en tu cuenta",
  "Sign in with a code or link sent to your email.":
    "Inicia sesión con un código o enlace que te enviamos por correo.",
  "Sign in with a passkey":
    "Iniciar sesión con una llave de acceso",
  "Sign in with your device's fingerprint, face or screen lock instead of a password.":
    "Inicia sesión con la huella, el rostro o el bloqueo de pantalla de tu dispositivo en lugar de una contraseña.",
  "Sign in with {provider}":
    "Iniciar sesión con {provider}",
  "Sign out":
    "Cerrar sesión",
  "Sign out of your account on this device.":
    "Cierra la sesión de tu cuenta en este dispositivo.",
  "Sign up":
    "Registrarse",
  "Sign up for new users is not enabled at the moment.":
    "Por ahora no se pueden registrar usuarios nuevos.",
  "Sign up is disabled":
    "El registro está desactivado",
  "Sign up with {provider}":
    "Registrarse con {provider}",
  "Sign-in failed":
    "Ha fallado el inicio de sesión",
  "Sign-in method":
    "Método de inicio de sesión",
  "Signed in {date}":
    "Sesión iniciada {date}",
  "Signing in asks for a code from your authenticator app.":
    "Al iniciar sesión se pide un código de tu aplicación de autenticación.",
  "Signing in with a password is turned off for this app. Use another sign-in method.":
    "El inicio de sesión con contraseña está desactivado en esta aplicación. Usa otro método de inicio de sesión.",
  "Signing in with your passkey failed. Try again or use another method.":
    "Ha fallado el inicio de sesión con tu llave de acceso. Vuelve a intentarlo o usa otro método.",
  "Signing out...":
    "Cerrando sesión…",
  "Signing you in...":
    "Iniciando sesión…",
  "Six-digit code from your authenticator app":
    "Código de seis dígitos de tu aplicación de autenticación",
  "Some of what you entered cannot be used. Check the fields and try again.":
    "Algunos datos que has escrito no se pueden usar. Revisa los campos y vuelve a intentarlo.",
  "Something went wrong. Please try again.":
    "Algo ha salido mal. Vuelve a intentarlo.",
  "Start signing in again to get here.":
    "Vuelve a iniciar sesión para llegar aquí.",
  "Team API keys":
    "Claves de API del equipo",
  "Team API keys let programs act for this team. Keep them secret.":
    "Las claves de API del equipo permiten que los programas actúen por este equipo. Mantenlas en secreto.",
  "Team image":
    "Imagen del equipo",
  "Team invitation":
    "Invitación al equipo",
  "Team name":
    "Nombre del equipo",
  "Team settings":
    "Configuración del equipo",
  "Teams":
    "Equipos",
  "Teams let you work together with other people.":
    "Los equipos te permiten trabajar con otras personas.",
  "Thank you for confirming your email address.":
    "Gracias por confirmar tu dirección de correo electrónico.",
  "The addresses of your account. The primary one receives account emails.":
    "Las direcciones de tu cuenta. La principal recibe los correos de la cuenta.",
  "The current password is wrong. Check it and try again.":
    "La contraseña actual es incorrecta. Revísala y vuelve a intentarlo.",
  "The name every member sees.":
    "El nombre que ven todos los miembros.",
  "The page you are looking for does not exist.":
    "La página que buscas no existe.",
  "The sign-in provider did not grant access. Try again and allow access when asked.":
    "El proveedor de inicio de sesión no ha concedido acceso. Vuelve a intentarlo y permite el acceso cuando te lo pida.",
  "This account has no password. Sign in with an email code or another method.":
    "Esta cuenta no tiene contraseña. Inicia sesión con un código por correo u otro método.",
  "This account is already connected to another user. Sign in with that user, or use another account.":
    "Esta cuenta ya está vinculada a otro usuario. Inicia sesión con ese usuario o usa otra cuenta.",
  "This code does not match. Check the time on your device and try the newest code.":
    "Este código no coincide. Revisa la hora de tu dispositivo y prueba el código más reciente.",
  "This code has already been used. Send a new code.":
    "Este código ya se ha usado. Envía un código nuevo.",
  "This code has expired. Use a different email or send a new code.":
    "Este código ha caducado. Usa otro correo o envía un código nuevo.",
  "This code is not right. Check the 6 characters in the newest email.":
    "Este código no es correcto. Revisa los 6 caracteres del correo más reciente.",
  "This code or link has already been used. Ask for a new one.":
    "Este código o enlace ya se ha usado. Pide uno nuevo.",
  "This code or link has expired. Ask for a new one.":
    "Este código o enlace ha caducado. Pide uno nuevo.",
  "This code or link is not valid. Check it, or ask for a new one.":
    "Este código o enlace no es válido. Revísalo o pide uno nuevo.",
  "This device":
    "Este dispositivo",
  "This email address is already verified.":
    "Este correo electrónico ya está verificado.",
  "This email belongs to an account that has not verified it yet, so no code can be sent. Sign in with your password, then verify the address in your account settings.":
    "Este correo pertenece a una cuenta que todavía no lo ha verificado, así que no se puede enviar un código. Inicia sesión con tu contraseña y luego verifica la dirección en la configuración de tu cuenta.",
  "This file is not an image we can read.":
    "Este archivo no es una imagen que podamos leer.",
  "This is not your current password. Check it, or reset your password.":
    "Esta no es tu contraseña actual. Revísala o restablece tu contraseña.",
  "This is the only email you can sign in with. Add another sign-in email or method first.":
    "Este es el único correo con el que puedes iniciar sesión. Primero añade otro correo o método de inicio de sesión.",
  "This is the session you are using. Sign out instead.":
    "Esta es la sesión que estás usando. Cierra sesión en su lugar.",
  "This is your selected team.":
    "Este es tu equipo seleccionado.",
  "This link has no invitation code. Use the link from the email.":
    "Este enlace no tiene código de invitación. Usa el enlace del correo.",
  "This link has no login code. Run the CLI login again.":
    "Este enlace no tiene código de inicio de sesión. Vuelve a ejecutar el inicio de sesión de la CLI.",
  "This link has no reset code. Use the link from the email.":
    "Este enlace no tiene código para restablecer. Usa el enlace del correo.",
  "This link has no sign-in code. Use the link from the email.":
    "Este enlace no tiene código de inicio de sesión. Usa el enlace del correo.",
  "This link has no verification code. Use the link from the email.":
    "Este enlace no tiene código de verificación. Usa el enlace del correo.",
  "This login request has already been used. Start the CLI login again.":
    "Esta solicitud de inicio de sesión ya se ha usado. Vuelve a iniciar sesión en la CLI.",
  "This login request has expired. Start the CLI login again.":
    "Esta solicitud de inicio de sesión ha caducado. Vuelve a iniciar sesión en la CLI.",
  "This login request is not valid. Start the CLI login again.":
    "Esta solicitud de inicio de sesión no es válida. Vuelve a iniciar sesión en la CLI.",
  "This page's address is not on the app's list of trusted domains. The app's owner must add it.":
    "La dirección de esta página no está en la lista de dominios de confianza de la aplicación. Quien administra la aplicación debe añadirla.",
  "This password does not meet the requirements. Choose a longer or less common one.":
    "Esta contraseña no cumple los requisitos. Elige una más larga o menos común.",
  "This person is no longer a member of this team. Reload the page.":
    "Esta persona ya no es miembro de este equipo. Vuelve a cargar la página.",
  "This sign-in took too long. Sign in again.":
    "El inicio de sesión ha tardado demasiado. Vuelve a iniciar sesión.",
  "This sign-up was not accepted. Contact the app's support if you think this is a mistake.":
    "No se ha aceptado este registro. Ponte en contacto con el soporte de la aplicación si crees que es un error.",
  "This team has no API keys yet.":
    "Este equipo todavía no tiene claves de API.",
  "This team no longer exists. Reload the page.":
    "Este equipo ya no existe. Vuelve a cargar la página.",
  "Toggle theme":
    "Cambiar tema",
  "Too many wrong attempts. Ask for a new code.":
    "Demasiados intentos fallidos. Pide un código nuevo.",
  "Too many wrong attempts. Send a new code.":
    "Demasiados intentos fallidos. Envía un código nuevo.",
  "Tried {url}":
    "Se intentó {url}",
  "Try again":
    "Intentar de nuevo",
  "Turn off multi-factor authentication":
    "Desactivar la autenticación multifactor",
  "Turn off one-time code sign-in":
    "Desactivar el inicio de sesión con código de un solo uso",
  "Turn off passkey sign-in":
    "Desactivar el inicio de sesión con llave de acceso",
  "Turn on multi-factor authentication":
    "Activar la autenticación multifactor",
  "Turn on one-time code sign-in":
    "Activar el inicio de sesión con código de un solo uso",
  "Unknown location":
    "Ubicación desconocida",
  "Unknown recipient":
    "Destinatario desconocido",
  "Unverified":
    "Sin verificar",
  "Update password":
    "Actualizar contraseña",
  "Upload image":
    "Subir imagen",
  "Use a different email":
    "Usar otro correo",
  "Use a shorter name.":
    "Usa un nombre más corto.",
  "Use a shorter team name.":
    "Usa un nombre de equipo más corto.",
  "Use at least {min} characters.":
    "Usa al menos {min} caracteres.",
  "Use at most {max} characters.":
    "Usa como máximo {max} caracteres.",
  "Use for sign-in":
    "Usar para iniciar sesión",
  "Use one of your emails for sign-in first.":
    "Primero usa uno de tus correos para iniciar sesión.",
  "Used for sign-in":
    "Se usa para iniciar sesión",
  "Verification email sent.":
    "Correo de verificación enviado.",
  "Verified":
    "Verificado",
  "Verify":
    "Verificar",
  "Verify email":
    "Verificar correo",
  "Verify your email":
    "Verifica tu correo electrónico",
  "We email them a link to join this team.":
    "Le enviaremos por correo un enlace para unirse a este equipo.",
  "We sent a sign-in link and a code to {email}.":
    "Hemos enviado un enlace de inicio de sesión y un código a {email}.",
  "Wrong email or password. Check both, or reset your password.":
    "Correo o contraseña incorrectos. Revisa ambos o restablece tu contraseña.",
  "Yes, delete my account":
    "Sí, eliminar mi cuenta",
  "You":
    "Tú",
  "You are already a member of this team.":
    "Ya eres miembro de este equipo.",
  "You are already signed in.":
    "Ya has iniciado sesión.",
  "You are invited to join {team}.":
    "Te han invitado a unirte a {team}.",
  "You are now a member of this team.":
    "Ahora eres miembro de este equipo.",
  "You are now signed out everywhere else.":
    "Se ha cerrado tu sesión en todos los demás sitios.",
  "You are signed in":
    "Sesión iniciada",
  "You are signed out. Sign in again.":
    "Tu sesión está cerrada. Vuelve a iniciar sesión.",
  "You can close this window and return to the command line.":
    "Puedes cerrar esta ventana y volver a la línea de comandos.",
  "You can now sign in with your new password.":
    "Ya puedes iniciar sesión con tu nueva contraseña.",
  "You do not have permission to do this in this team. Ask a team admin.":
    "No tienes permiso para hacer esto en este equipo. Pídeselo a un administrador del equipo.",
  "You joined {team}":
    "Te has unido a {team}",
  "You will lose access to this team.":
    "Perderás el acceso a este equipo.",
  "Your API keys":
    "Tus claves de API",
  "Your browser or device could not use a passkey here. Try another method.":
    "Tu navegador o dispositivo no puede usar una llave de acceso aquí. Prueba otro método.",
  "Your email has been verified":
    "Tu correo electrónico se ha verificado",
  "Your name in this team":
    "Tu nombre en este equipo",
  "Your passkey could not be registered. Try again.":
    "No se ha podido registrar tu llave de acceso. Vuelve a intentarlo.",
  "Your password has been reset":
    "Tu contraseña se ha restablecido",
  "Your session has ended. Sign in again.":
    "Tu sesión ha terminado. Vuelve a iniciar sesión.",
  "Your user is already connected to another account of this provider.":
    "Tu usuario ya está vinculado a otra cuenta de este proveedor.",
  "Zoom":
    "Zoom",
};

export default texts;
